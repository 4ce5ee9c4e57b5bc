import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { LENDER_AREA_PATHS, LENDER_SIGN_IN_MESSAGES, NOTICES, TEXT_LIMITS, toast, SHOP_COMMISSION_PERCENT } from '@dw/contracts';
import { failedWith, failureText, FieldError, TextField } from '@dw/web-kit';
import buttons from '../../shared/ui/Button.module.css';
import { focusFirstError, useFormState } from '../../shared/useFormState';
import { EMPTY_ACCOUNT, toLenderAccountInput, validateAccount, type AccountField } from './accountRules';
import { AccountNumberField, SortCodeField } from './BankNumberFields';
import { useCreateLenderAccountMutation } from './lenderAccountApi';
import type { LenderSession } from './lenderSession';
import form from '../../shared/ui/Form.module.css';
import styles from './AccountForm.module.css';

const FIELD_ORDER: readonly AccountField[] = [
  'fullName',
  'email',
  'phone',
  'address',
  'bankAccountName',
  'sortCode',
  'accountNumber',
  'agreedToTerms',
];
const idOf = (field: AccountField) => `lender-${field}`;

const LENDER_TERMS = [
  `${SHOP_COMMISSION_PERCENT}% commission on successful rentals`,
  'Approval within 24-48 hours',
  'You are responsible for accurate descriptions of your items',
  'Monthly payouts on the 1st of each month',
] as const;

/** Step 1: the lender's details and bank account for payouts. */
export function AccountForm({ onCreated }: { onCreated: (session: LenderSession) => void }) {
  const { values, errors, set, blur, submit, textField } = useFormState(EMPTY_ACCOUNT, validateAccount);
  const [createAccount, { isLoading }] = useCreateLenderAccountMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  /** The address already has an account: its owner was e-mailed a sign-in link instead. */
  const [emailTaken, setEmailTaken] = useState<string | null>(null);

  const text = (field: Exclude<AccountField, 'agreedToTerms'>) => textField(field, idOf(field));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = submit();
    if (Object.keys(found).length > 0) {
      focusFirstError(FIELD_ORDER, found, idOf);
      return;
    }
    setServerError(null);
    setEmailTaken(null);
    try {
      const created = await createAccount(toLenderAccountInput(values)).unwrap();
      toast({ ...NOTICES.accountCreated, variant: 'success' });
      onCreated({ id: created.id, token: created.token });
    } catch (error) {
      if (failedWith(error, 'LENDER_EMAIL_TAKEN')) {
        setEmailTaken(error.message || LENDER_SIGN_IN_MESSAGES.emailTaken);
        toast({ title: 'Check Your Inbox', description: error.message || LENDER_SIGN_IN_MESSAGES.emailTaken });
        return;
      }
      const message = failureText(error, 'Failed to create account');
      setServerError(message);
      toast({ title: 'Account Creation Failed', description: message, variant: 'destructive' });
    }
  }

  return (
    <form className={form.form} noValidate onSubmit={onSubmit} aria-labelledby="account-title">
      <header className={form.header}>
        <h2 id="account-title" className={form.title} tabIndex={-1}>
          Create your lender account
        </h2>
        <p className={form.intro}>Tell us who you are and where to send your earnings. It takes about two minutes.</p>
      </header>

      <fieldset className={form.fieldset}>
        <legend className={form.legend}>Your details</legend>
        <div className={form.grid}>
          <TextField {...text('fullName')} className={form.full} label="Full name" autoComplete="name" maxLength={TEXT_LIMITS.name.max} />
          <TextField {...text('email')} label="Email address" type="email" autoComplete="email" maxLength={TEXT_LIMITS.email.max} />
          <TextField
            {...text('phone')}
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="07123 456789"
            maxLength={TEXT_LIMITS.phone.max}
          />
          <TextField
            multiline
            {...text('address')}
            className={form.full}
            label="Full address"
            hint="Including postcode: this is where we collect and return your dresses."
            autoComplete="street-address"
            rows={3}
            maxLength={TEXT_LIMITS.address.max}
          />
        </div>
      </fieldset>

      <fieldset className={form.fieldset}>
        <legend className={form.legend}>Bank details for payouts</legend>
        <p className={styles.secure}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <rect x="4" y="9" width="12" height="8" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="1.4" />
          </svg>
          Encrypted and used only to pay you on the 1st of each month.
        </p>
        <div className={form.grid}>
          <TextField
            {...text('bankAccountName')}
            className={form.full}
            label="Account holder name"
            autoComplete="name"
            maxLength={TEXT_LIMITS.bankAccountName.max}
          />
          <SortCodeField {...text('sortCode')} onValue={(value) => set('sortCode', value)} />
          <AccountNumberField {...text('accountNumber')} onValue={(value) => set('accountNumber', value)} />
        </div>
      </fieldset>

      <div className={styles.terms}>
        <p className={styles.termsTitle} id="lender-terms-title">
          Lender terms
        </p>
        <ul className={styles.termsList} id="lender-terms-list" aria-labelledby="lender-terms-title">
          {LENDER_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <label className={styles.check}>
          <input
            id={idOf('agreedToTerms')}
            name="agreedToTerms"
            type="checkbox"
            checked={values.agreedToTerms}
            onChange={(e) => set('agreedToTerms', e.target.checked)}
            onBlur={() => blur('agreedToTerms')}
            aria-invalid={errors.agreedToTerms ? true : undefined}
            aria-describedby={['lender-terms-list', errors.agreedToTerms ? `${idOf('agreedToTerms')}-error` : ''].filter(Boolean).join(' ')}
          />
          <span>I agree to the lender terms and conditions above</span>
        </label>
        <FieldError id={idOf('agreedToTerms')} error={errors.agreedToTerms} />
      </div>

      {emailTaken ? (
        <div className={form.serverError} role="status">
          <p>{emailTaken}</p>
          <p>
            <Link href={`~${LENDER_AREA_PATHS.signIn}`}>Ask for another sign-in link</Link>
          </p>
        </div>
      ) : null}

      {serverError ? (
        <p className={form.serverError} role="alert">
          {serverError}
        </p>
      ) : null}

      <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={isLoading}>
        {isLoading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
        {isLoading ? 'Creating Account...' : 'Create Lender Account'}
      </button>
    </form>
  );
}
