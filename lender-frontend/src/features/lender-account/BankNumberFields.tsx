import { TextField, type TextFieldProps } from '../../shared/ui/Field';
import { accountNumberDigits, formatSortCode } from './bankFormat';

/** A field bound to a form's value; `onValue` receives what was typed, already tidied. */
type BoundField = Omit<TextFieldProps, 'label' | 'onChange'> & { onValue: (value: string) => void };

/** The sort code, shown as 12-34-56 while it is typed (sign-up and the lender's account page). */
export function SortCodeField({ onValue, ...field }: BoundField) {
  return (
    <TextField
      {...field}
      onChange={(e) => onValue(formatSortCode(e.target.value))}
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
      onChange={(e) => onValue(accountNumberDigits(e.target.value))}
      label="Account number"
      inputMode="numeric"
      autoComplete="off"
      placeholder="12345678"
      maxLength={8}
    />
  );
}
