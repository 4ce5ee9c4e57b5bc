import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FRESH_SIGN_IN_MINUTES, LENDER_AREA_PATHS, TEXT_LIMITS, toast, type LenderMe } from '@dw/contracts';
import { failedWith, failureText, TextField } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { focusFirstError, useFormState } from '../../../shared/useFormState';
import { usePageSetup } from '../../../shared/usePageSetup';
import { validateBankDetails, type BankDetailsValues } from '../../lender-account/accountRules';
import { sortCodeDigits } from '../../lender-account/bankFormat';
import { AccountNumberField, SortCodeField } from '../../lender-account/BankNumberFields';
import { Badge, PageHead, isSignedOut, useSignInWhenSignedOut } from '../areaParts';
import { formatUkDate } from '../format';
import { useChangeBankDetailsMutation, useRequestSignInLinkMutation } from '../lenderAreaApi';
import { LINK_SENT_TEXT } from '../sign-in/SignInForm';
import { rememberNext } from '../sign-in/nextPath';
import { ACCOUNT_STATUS } from '../statusText';
import styles from '../Area.module.css';

const EMPTY_BANK: BankDetailsValues = { bankAccountName: '', sortCode: '', accountNumber: '' };
const FIELD_ORDER: readonly (keyof BankDetailsValues)[] = ['bankAccountName', 'sortCode', 'accountNumber'];
const idOf = (field: keyof BankDetailsValues) => `bank-${field}`;

export const FRESH_SIGN_IN_TEXT = `For your safety, changing where we pay you needs a sign-in from a link followed in the last ${FRESH_SIGN_IN_MINUTES} minutes. We will email you a new link; open it and you will come straight back here.`;

/** Asks for a fresh link to her own address, which brings her back to this page. */
function FreshSignIn({ email }: { email: string }) {
  const [requestLink, { isLoading }] = useRequestSignInLinkMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  async function send() {
    setError(null);
    try {
      await requestLink({ email }).unwrap();
      rememberNext(LENDER_AREA_PATHS.account);
      setSent(true);
    } catch (failure) {
      setError(failureText(failure, 'We could not send a sign-in link. Please try again in a moment.'));
    }
  }

  return (
    <section className={styles.sent} aria-labelledby="fresh-title">
      <h3 id="fresh-title" className={styles.sentTitle} tabIndex={-1} ref={headingRef}>
        {sent ? 'Check your inbox' : 'Please confirm it is you'}
      </h3>
      {sent ? (
        <p role="status">
          {LINK_SENT_TEXT} We sent it to <strong>{email}</strong>.
        </p>
      ) : (
        <>
          <p>{FRESH_SIGN_IN_TEXT}</p>
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={send} disabled={isLoading}>
            {isLoading ? 'Sending…' : `Email a sign-in link to ${email}`}
          </button>
        </>
      )}
    </section>
  );
}

function BankDetailsForm({ me, onDone }: { me: LenderMe; onDone: (changed: boolean) => void }) {
  const { values, set, submit, textField } = useFormState(EMPTY_BANK, validateBankDetails);
  const [change, { isLoading }] = useChangeBankDetailsMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsFreshSignIn, setNeedsFreshSignIn] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  useSignInWhenSignedOut(signedOut ? { status: 401 } : null);

  const text = (field: keyof BankDetailsValues) => textField(field, idOf(field));

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
      await change({
        bankAccountName: values.bankAccountName.trim(),
        sortCode: sortCodeDigits(values.sortCode),
        accountNumber: values.accountNumber.trim(),
      }).unwrap();
      toast({
        title: 'Bank details changed',
        description: 'Your next payout goes to the new account. We have emailed you a notice.',
        variant: 'success',
      });
      onDone(true);
    } catch (error) {
      if (failedWith(error, 'FRESH_SIGN_IN_REQUIRED')) {
        setNeedsFreshSignIn(true);
        return;
      }
      setSignedOut(isSignedOut(error));
      setServerError(failureText(error, 'We could not change your bank details. Please try again in a moment.'));
    }
  }

  if (needsFreshSignIn) return <FreshSignIn email={me.email} />;

  return (
    <form className={styles.panel} noValidate onSubmit={onSubmit} aria-labelledby="bank-form-title">
      <h3 id="bank-form-title" className={styles.panelTitle} tabIndex={-1}>
        New bank details
      </h3>
      <TextField {...text('bankAccountName')} label="Account holder name" autoComplete="name" maxLength={TEXT_LIMITS.bankAccountName.max} />
      <SortCodeField {...text('sortCode')} onValue={(value) => set('sortCode', value)} />
      <AccountNumberField {...text('accountNumber')} onValue={(value) => set('accountNumber', value)} />
      {serverError ? (
        <p className={styles.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={styles.cardActions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save bank details'}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** /lender/account: her details, bank details masked, and a guarded way to change where she is paid. */
export function AccountPage({ me }: { me: LenderMe }) {
  usePageSetup('Your account', 'Your lender account details.');
  const [editing, setEditing] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);
  const status = ACCOUNT_STATUS[me.status];

  useEffect(() => {
    if (editing) document.getElementById('bank-form-title')?.focus();
  }, [editing]);

  const rows: [string, ReactNode][] = [
    ['Name', me.fullName],
    ['Email', me.email],
    ['Phone', me.phone],
    ['Address', me.address],
    [
      'Status',
      <Badge key="status" tone={status.tone}>
        {status.label}
      </Badge>,
    ],
    ['Lending since', formatUkDate(me.createdAt)],
  ];
  const bank: [string, string, boolean][] = [
    ['Account holder', me.bankAccountName, false],
    ['Sort code', me.sortCode, true],
    ['Account number', me.accountNumber, true],
  ];

  return (
    <>
      <PageHead title="Account" lead="To change your name, phone or address, email our lender team and we will update it for you." />
      <div className={styles.split}>
        <div>
          <section aria-labelledby="details-title">
            <h2 id="details-title" className={styles.sectionTitle}>
              Your details
            </h2>
            <dl className={styles.details}>
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="bank-title">
            <h2 id="bank-title" className={styles.sectionTitle}>
              Bank details for payouts
            </h2>
            <dl className={styles.details}>
              {bank.map(([label, value, digits]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className={digits ? styles.mono : undefined}>{value}</dd>
                </div>
              ))}
            </dl>
            <p className={`${styles.muted} ${styles.note}`}>Only the last digits are ever shown, here and in our emails.</p>
          </section>
        </div>
        <div>
          {editing ? (
            <BankDetailsForm
              me={me}
              onDone={() => {
                setEditing(false);
                requestAnimationFrame(() => changeRef.current?.focus());
              }}
            />
          ) : (
            <div className={styles.panel}>
              <h2 className={styles.panelTitle}>Where we pay you</h2>
              <p className={styles.muted}>
                Changed banks? For your safety we may ask you to confirm by email first, and we always email you a notice.
              </p>
              <button type="button" ref={changeRef} className={`${buttons.button} ${buttons.secondary}`} onClick={() => setEditing(true)}>
                Change bank details
              </button>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
