import { useState } from 'react';
import { CONDITION_PHOTOS_MAX } from '@dw/contracts';
import { failureText } from '@dw/web-kit';
import { ACCEPTED_PHOTO_TYPES, photoProblem } from '../../listing/photos/photoRules';
import { putWithProgress } from '../../listing/photos/putWithProgress';
import { useRequestUploadTicketMutation } from '../../listing/photos/uploadApi';
import buttons from '../../../shared/ui/Button.module.css';
import styles from '../Area.module.css';
import own from './Claims.module.css';

/** Photos for a condition record: each uploaded as it is picked (her own uploads, 5 MB each). */
export function ConditionPhotoInput({ id, photos, onChange }: { id: string; photos: string[]; onChange: (next: string[]) => void }) {
  const [requestTicket] = useRequestUploadTicketMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onFile(file: File) {
    const refusal = photoProblem(file);
    if (refusal) return setProblem(refusal);
    setProblem(null);
    setBusy(true);
    try {
      const ticket = await requestTicket({ token: null }).unwrap();
      await putWithProgress(ticket.uploadURL, file, () => undefined);
      onChange([...photos, ticket.objectPath]);
    } catch (error) {
      setProblem(failureText(error, `We could not upload ${file.name}. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={own.field}>
      <label htmlFor={id}>Photos (optional)</label>
      {photos.length > 0 ? (
        <ul className={own.thumbs} aria-label="Photos added">
          {photos.map((src, i) => (
            <li key={src} className={own.pick}>
              <img src={src} alt={`Condition photo ${i + 1}`} className={own.thumb} />
              <button type="button" className={styles.textLink} onClick={() => onChange(photos.filter((p) => p !== src))}>
                Remove<span className={styles.srOnly}> photo {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The browser's own file button, unstyled, says "Choose File / No file chosen": hidden behind a button of ours. */}
      {photos.length < CONDITION_PHOTOS_MAX ? (
        <span className={own.pickFile}>
          <input
            id={id}
            type="file"
            className={own.fileInput}
            accept={ACCEPTED_PHOTO_TYPES}
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void onFile(file);
            }}
          />
          <label htmlFor={id} className={`${buttons.button} ${buttons.secondary}`}>
            {photos.length > 0 ? 'Add another photo' : 'Add a photo'}
          </label>
        </span>
      ) : null}
      {busy ? <p role="status">Uploading…</p> : null}
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
