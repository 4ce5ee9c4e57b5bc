import { TextField } from '@dw/web-kit';
import { accountNumberDigits, formatSortCode } from './bankFormat';

/** A field bound to a form's value (useFormState's textField); `onValue` receives what was typed, already tidied. */
interface BoundField {
  id: string;
  name?: string;
  value: string;
  error?: string;
  onBlur?: () => void;
  onValue: (value: string) => void;
}

/** The sort code, shown as 12-34-56 while it is typed (sign-up and the lender's account page). */
export function SortCodeField({ onValue, ...field }: BoundField) {
  return (
    <TextField
      {...field}
      onChange={(value) => onValue(formatSortCode(value))}
      label="Sort code"
      inputMode="numeric"
      autoComplete="off"
      placeholder="12-34-56"
      maxLength={8}
    />
  );
}

/** The account number: digits only, at most eight. */
export function AccountNumberField({ onValue, ...field }: BoundField) {
  return (
    <TextField
      {...field}
      onChange={(value) => onValue(accountNumberDigits(value))}
      label="Account number"
      inputMode="numeric"
      autoComplete="off"
      placeholder="12345678"
      maxLength={8}
    />
  );
}
