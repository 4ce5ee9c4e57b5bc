import { useState, type FormEvent } from 'react';
import { BOOKING_RULE_LIMITS, type BookingRules, type LenderListing, bookingRulesHint } from '@dw/contracts';
import { TextField, failureText, isApiFailure } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { focusFirstError } from '../../../shared/useFormState';
import { isSignedOut, useSignInWhenSignedOut } from '../areaParts';
import { useSetBookingRulesMutation } from '../lenderAreaApi';
import { BOOKING_RULE_FIELDS, type BookingRulesValues, fieldOfMessage, problemsOf, rulesOf, valuesOf } from './bookingRulesValues';
import styles from '../Area.module.css';

const { min, max } = BOOKING_RULE_LIMITS.minNoticeDays;

/** What the card says of a live dress's rules when the form is closed. */
export function rulesSummary(rules: BookingRules | null): string {
  return bookingRulesHint(rules) ?? 'Renters can book any free date from two days ahead.';
}

/** A live dress's booking rules: days of notice and the first and last start date, each optional. */
export function BookingRulesForm({ listing, onDone }: { listing: LenderListing; onDone: (saved: string) => void }) {
  const [values, setValues] = useState<BookingRulesValues>(valuesOf(listing.bookingRules));
  // What is wrong shows once she has tried to save, and then follows each change.
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: keyof BookingRules | null; message: string } | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [save, { isLoading }] = useSetBookingRulesMutation();
  useSignInWhenSignedOut(signedOut ? { status: 401 } : null);
  const errors = submitted ? problemsOf(values) : {};
  const idOf = (field: keyof BookingRules) => `rules-${listing.id}-${field}`;
  const errorOf = (field: keyof BookingRules) => errors[field] ?? (serverError?.field === field ? serverError.message : undefined);

  const set = (field: keyof BookingRulesValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerError(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    const found = problemsOf(values);
    if (Object.keys(found).length > 0) {
      focusFirstError(BOOKING_RULE_FIELDS, found, idOf);
      return;
    }
    try {
      const saved = await save({ id: listing.id, rules: rulesOf(values) as BookingRules }).unwrap();
      onDone(`Booking rules saved. ${rulesSummary(saved.bookingRules)}`);
    } catch (error) {
      setSignedOut(isSignedOut(error));
      const message = failureText(error, 'We could not save the booking rules. Please try again in a moment.');
      setServerError({ field: isApiFailure(error) ? fieldOfMessage(error.message) : null, message });
    }
  }

  return (
    <form className={styles.pricesForm} noValidate onSubmit={onSubmit} aria-label={`Booking rules for ${listing.name}`}>
      <TextField
        id={idOf('minNoticeDays')}
        label="Notice (days)"
        hint={`Leave empty for our standard two days, or ask for ${min} to ${max} days.`}
        inputMode="numeric"
        required={false}
        value={values.minNoticeDays}
        error={errorOf('minNoticeDays')}
        onChange={set('minNoticeDays')}
      />
      <TextField
        id={idOf('availableFrom')}
        label="First start date"
        hint="Optional: the first day a rental may start."
        type="date"
        required={false}
        value={values.availableFrom}
        error={errorOf('availableFrom')}
        onChange={set('availableFrom')}
      />
      <TextField
        id={idOf('availableUntil')}
        label="Last start date"
        hint="Optional: the last day a rental may start."
        type="date"
        required={false}
        value={values.availableUntil}
        error={errorOf('availableUntil')}
        onChange={set('availableUntil')}
      />
      {serverError && serverError.field === null ? (
        <p className={styles.alert} role="alert">
          {serverError.message}
        </p>
      ) : null}
      <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Save booking rules'}
      </button>
    </form>
  );
}
