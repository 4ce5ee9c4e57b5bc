import { PROMO_CODE_FORMAT_MESSAGE, PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN, normalisePromoCode } from '@dw/contracts';
import { type FormEvent, useId, useState } from 'react';
import buttons from '../../shared/ui/buttons.module.css';
import styles from './PromoCodeBox.module.css';

interface Props {
  /** The code the quote applied; null when none is. */
  applied: string | null;
  /** The quote's reason the code asked for cannot be used. */
  problem: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The page is still the server's drawing: nothing to type or press until its code has taken over. */
  waiting?: boolean;
}

/**
 * The cart's promo code box. The server decides: the code goes into the quote, which answers with the
 * discount or the reason it cannot be used; nothing here knows what a code is worth.
 */
export function PromoCodeBox({ applied, problem, onApply, onRemove, waiting = false }: Props) {
  const [code, setCode] = useState('');
  // Text that cannot be a code at all is said here; whether a code applies, only the server's quote says.
  const [malformed, setMalformed] = useState(false);
  const id = useId();
  const apply = (event: FormEvent) => {
    // Inside the checkout form: Enter or the button applies the code, never places the order.
    event.preventDefault();
    const wanted = normalisePromoCode(code);
    if (!wanted) return;
    const wellFormed = PROMO_CODE_PATTERN.test(wanted);
    setMalformed(!wellFormed);
    if (wellFormed) onApply(wanted);
  };
  const shown = malformed ? PROMO_CODE_FORMAT_MESSAGE : problem;

  if (applied) {
    return (
      <div className={styles.applied} role="status">
        <span>
          Code <strong>{applied}</strong> applied
        </span>
        <button type="button" className={styles.link} onClick={onRemove} aria-label={`Remove code ${applied}`}>
          Remove
        </button>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        Promo code
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={code}
          maxLength={PROMO_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          readOnly={waiting}
          placeholder="GETDRESSED"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-problem` : undefined}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(e);
          }}
        />
        <button type="button" className={buttons.secondary} onClick={apply} disabled={waiting}>
          Apply
        </button>
      </div>
      {shown && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
