import { useState, type FormEvent } from 'react';
import {
  RETURN_CONDITIONS,
  RETURN_CONDITION_LABELS,
  formatDay,
  todayInLondon,
  toast,
  type LenderBooking,
  type ReturnCondition,
} from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { isSignedOut, useSignInWhenSignedOut } from '../areaParts';
import { ConditionPhotoInput } from '../claims/ConditionPhotoInput';
import { useMarkReceivedMutation } from '../lenderAreaApi';
import styles from '../Area.module.css';
import own from '../claims/Claims.module.css';

/**
 * "Mark as received" on a dispatched rental of her dress: the day it came back, its condition, a
 * note and photos: her condition record. The last dress of the order back completes the order.
 */
export function ReceiveForm({ booking, onDone }: { booking: LenderBooking; onDone: () => void }) {
  const [receivedOn, setReceivedOn] = useState(() => todayInLondon());
  const [condition, setCondition] = useState<ReturnCondition>('as-sent');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [markReceived, { isLoading, error }] = useMarkReceivedMutation();
  useSignInWhenSignedOut(error && isSignedOut(error) ? error : null);
  const id = `receive-${booking.id}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await markReceived({ bookingId: booking.id, receipt: { receivedOn, condition, note: note.trim() || undefined, photos } }).unwrap();
      toast({
        title: 'Received',
        description: `${booking.productName} is back (${formatDay(receivedOn)}). You have 48 hours to report any damage.`,
        variant: 'success',
      });
      onDone();
    } catch {
      // The alert below says why.
    }
  }

  return (
    <form className={styles.panel} onSubmit={(e) => void onSubmit(e)} aria-label={`Mark ${booking.productName} as received`}>
      <div className={own.fields}>
        <div className={own.field}>
          <label htmlFor={`${id}-day`}>Received on</label>
          <input
            id={`${id}-day`}
            type="date"
            value={receivedOn}
            max={todayInLondon()}
            onChange={(e) => setReceivedOn(e.target.value)}
            required
          />
        </div>
        <div className={own.field}>
          <label htmlFor={`${id}-condition`}>Condition</label>
          <select id={`${id}-condition`} value={condition} onChange={(e) => setCondition(e.target.value as ReturnCondition)}>
            {RETURN_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {RETURN_CONDITION_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div className={own.field}>
          <label htmlFor={`${id}-note`}>Note (optional)</label>
          <textarea id={`${id}-note`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <ConditionPhotoInput id={`${id}-photos`} photos={photos} onChange={setPhotos} />
      </div>
      {error && !isSignedOut(error) ? (
        <p className={styles.alert} role="alert">
          {failureText(error, 'We could not record the return. Please try again.')}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Confirm received'}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
