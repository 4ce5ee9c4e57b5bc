import { useState, type FormEvent } from 'react';
import { LENDER_AREA_MESSAGES, LISTING_MINIMUMS, type LenderListing } from '@dw/contracts';
import { failedWith, failureText, TextField } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { focusFirstError, useFormState } from '../../../shared/useFormState';
import { isSignedOut, useSignInWhenSignedOut } from '../areaParts';
import { useChangeListingPricesMutation } from '../lenderAreaApi';
import {
  RENTAL_PRICE_FIELDS,
  lenderShareText,
  pricesFormValues,
  serverPriceField,
  toPricesInput,
  validatePrices,
  type PricesErrors,
  type RentalPriceField,
} from './priceRules';
import styles from '../Area.module.css';

const LABELS: Readonly<Record<RentalPriceField, string>> = {
  rentalPrice2Day: '2-day rental price (£)',
  rentalPrice4Day: '4-day rental price (£)',
};

export const PRICES_NOTE = 'New prices apply to new bookings only: rentals already booked keep the price they were booked at.';

/** A live dress's two rental prices, prefilled, with her share of each as she types; saved straight to the shop. */
export function ChangePricesForm({
  listing,
  onSaved,
  onCancel,
}: {
  listing: LenderListing;
  onSaved: (saved: LenderListing) => void;
  onCancel: () => void;
}) {
  const { values, submit, textField } = useFormState(pricesFormValues(listing), validatePrices);
  const [changePrices, { isLoading }] = useChangeListingPricesMutation();
  // The API's word on a field, shown beside it until she changes that field.
  const [serverErrors, setServerErrors] = useState<PricesErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  useSignInWhenSignedOut(signedOut ? { status: 401 } : null);
  const idOf = (field: RentalPriceField) => `prices-${listing.id}-${field}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = submit();
    if (Object.keys(found).length > 0) {
      focusFirstError(RENTAL_PRICE_FIELDS, found, idOf);
      return;
    }
    setServerError(null);
    setServerErrors({});
    try {
      onSaved(await changePrices({ id: listing.id, prices: toPricesInput(values) }).unwrap());
    } catch (error) {
      setSignedOut(isSignedOut(error));
      const invalid = failedWith(error, 'VALIDATION_FAILED') ? error : null;
      const field = invalid ? serverPriceField(invalid.message) : null;
      if (invalid && field) {
        setServerErrors({ [field]: invalid.message });
        document.getElementById(idOf(field))?.focus();
      } else if (failedWith(error, 'LISTING_NOT_LIVE')) {
        setServerError(LENDER_AREA_MESSAGES.pricesOnlyWhenLive);
      } else {
        setServerError(failureText(error, 'We could not save your new prices. Please try again in a moment.'));
      }
    }
  }

  return (
    <form className={styles.pricesForm} noValidate onSubmit={onSubmit} aria-label={`New prices for ${listing.name}`}>
      <div className={styles.pricesFields}>
        {RENTAL_PRICE_FIELDS.map((field) => {
          const bound = textField(field, idOf(field));
          const share = lenderShareText(values[field]);
          return (
            <TextField
              key={field}
              {...bound}
              onChange={(value) => {
                bound.onChange(value);
                setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
              }}
              error={bound.error ?? serverErrors[field]}
              label={LABELS[field]}
              prefix="£"
              inputMode="decimal"
              autoComplete="off"
              hint={`Minimum £${LISTING_MINIMUMS[field]}${share ? `. ${share}` : ''}`}
            />
          );
        })}
      </div>
      <p className={styles.muted}>{PRICES_NOTE}</p>
      {serverError ? (
        <p className={styles.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isLoading}>
          {isLoading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
          {isLoading ? 'Saving...' : 'Save prices'}
        </button>
        <button type="button" className={styles.textLink} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
