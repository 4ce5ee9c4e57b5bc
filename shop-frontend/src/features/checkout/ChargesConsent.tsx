import { CHARGES_CONSENT_TEXT } from '@dw/contracts';
import { FieldError } from '@dw/web-kit';
import styles from './CheckoutForm.module.css';

const ID = 'charges-consent';

/**
 * The payment step's consent: paying by card saves the card so a late return or damage can be
 * charged later, which the renter must agree to. The shop only refuses an order without it when it
 * takes cards (400 CHARGES_CONSENT_REQUIRED), which shows here as the box's error.
 */
export function ChargesConsent({
  checked,
  onChange,
  error,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The page is still the server's drawing: a tick now would be undone when its code takes over. */
  disabled?: boolean;
}) {
  return (
    <div className={styles.consent}>
      <input
        id={ID}
        type="checkbox"
        name="chargesConsent"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ID}-error` : undefined}
      />
      <label htmlFor={ID}>
        {CHARGES_CONSENT_TEXT} <span className={styles.optional}>(needed to pay by card)</span>
      </label>
      <FieldError id={ID} error={error} />
    </div>
  );
}
