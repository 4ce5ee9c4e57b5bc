import { useCallback, useState, type FormEvent } from 'react';
import { todayInLondon, type LenderListing } from '@dw/contracts';
import { failedWith, failureText } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { focusFirstError, useFormState } from '../../../shared/useFormState';
import { isSignedOut, useSignInWhenSignedOut } from '../areaParts';
import { formatDays } from '../format';
import { useAddBlockMutation } from '../lenderAreaApi';
import { EMPTY_BLOCK, validateBlock, type BlockField } from './blockRules';
import styles from '../Area.module.css';

const FIELD_ORDER: readonly BlockField[] = ['productId', 'size', 'startDate', 'endDate'];
const idOf = (field: BlockField) => `block-${field}`;

export const BLOCK_REFUSED_TEXT = 'A rental already holds some of those days, so they cannot be blocked. Please choose other dates.';

/** Hold days of one of her live dresses for herself (to wear it, or while it is away). */
export function BlockForm({ dresses, onBlocked }: { dresses: readonly LenderListing[]; onBlocked: (text: string) => void }) {
  const today = todayInLondon();
  const validate = useCallback((v: typeof EMPTY_BLOCK) => validateBlock(v, today), [today]);
  const { values, errors, set, blur, submit } = useFormState(EMPTY_BLOCK, validate);
  const [addBlock, { isLoading }] = useAddBlockMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  useSignInWhenSignedOut(signedOut ? { status: 401 } : null);

  const dress = dresses.find((d) => d.productId === values.productId);
  const dressOptions = dresses.map((d) => ({ slug: d.productId ?? '', label: `${d.name} · ${d.brand}` }));
  const sizeOptions = (dress?.sizes ?? []).map((size) => ({ slug: size, label: `UK ${size}` }));

  const field = (name: BlockField) => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      set(name, e.target.value);
      if (name === 'productId') set('size', '');
    },
    onBlur: () => blur(name),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = submit();
    if (Object.keys(found).length > 0) {
      focusFirstError(FIELD_ORDER, found, idOf);
      return;
    }
    setServerError(null);
    try {
      await addBlock({ ...values }).unwrap();
      onBlocked(`${dress?.name ?? 'Your dress'} in UK ${values.size} is blocked for ${formatDays(values.startDate, values.endDate)}.`);
    } catch (error) {
      setSignedOut(isSignedOut(error));
      setServerError(
        failedWith(error, 'BLOCK_OVERLAPS', 'DATES_UNAVAILABLE')
          ? BLOCK_REFUSED_TEXT
          : failureText(error, 'We could not block those days. Please try again in a moment.'),
      );
    }
  }

  return (
    <form className={styles.panel} noValidate onSubmit={onSubmit} aria-labelledby="block-title">
      <div>
        <h2 id="block-title" className={styles.panelTitle}>
          Block days
        </h2>
        <p className={styles.muted}>Keep a dress for yourself: no one can book it on the days you block.</p>
      </div>
      {dresses.length === 0 ? (
        <p className={styles.muted}>You can block days once one of your dresses is live.</p>
      ) : (
        <>
          <SelectField {...field('productId')} label="Dress" placeholder="Choose a dress" options={dressOptions} />
          <SelectField
            {...field('size')}
            label="Size"
            placeholder={dress ? 'Choose a size' : 'Choose a dress first'}
            options={sizeOptions}
            disabled={!dress}
          />
          <div className={styles.dates}>
            <TextField {...field('startDate')} type="date" label="First day" min={today} />
            <TextField {...field('endDate')} type="date" label="Last day" min={values.startDate || today} />
          </div>
          {serverError ? (
            <p className={styles.alert} role="alert">
              {serverError}
            </p>
          ) : null}
          <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={isLoading}>
            {isLoading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
            {isLoading ? 'Blocking…' : 'Block these days'}
          </button>
        </>
      )}
    </form>
  );
}
