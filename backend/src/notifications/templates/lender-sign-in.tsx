import { FRESH_SIGN_IN_MINUTES, SIGN_IN_LINK_TTL_MINUTES } from '@dw/contracts';
import { Action, Layout, Paragraph, PastableLink, Title } from './layout';

export const SIGN_IN_LINK_SUBJECT = 'Your Designer Wardrobe sign-in link';
export const BANK_DETAILS_CHANGED_SUBJECT = 'Your bank details were changed';

interface SignInLinkProps {
  publicUrl: string;
  name: string;
  signInUrl: string;
  /** Sent because someone tried to create a new account with this address. */
  signUpAttempt?: boolean;
}

export function LenderSignInLink({ publicUrl, name, signInUrl, signUpAttempt = false }: SignInLinkProps) {
  return (
    <Layout
      publicUrl={publicUrl}
      preview="Sign in to your lender account"
      footer="You receive this because someone asked to sign in to the lender account of this address. If it was not you, ignore it: nothing happens unless the link is followed."
    >
      <Title>Sign in to your lender account</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      {signUpAttempt ? (
        <Paragraph>
          Someone just tried to create a new lender account with this e-mail address. You already have one, so no second account was made:
          if it was you, sign in with this link instead. If it was not, nothing changes unless the link is followed.
        </Paragraph>
      ) : null}
      <Paragraph>
        Sign in with this link to see your listings, bookings and earnings. It works once, within {SIGN_IN_LINK_TTL_MINUTES} minutes.
      </Paragraph>
      <Action href={signInUrl}>Sign in</Action>
      <Paragraph>
        Or paste this address into your browser: <PastableLink href={signInUrl} />
      </Paragraph>
    </Layout>
  );
}

interface BankDetailsProps {
  publicUrl: string;
  name: string;
  /** Masked as the lender area shows them: never more digits than that. */
  sortCode: string;
  accountNumber: string;
}

export function LenderBankDetailsChanged({ publicUrl, name, sortCode, accountNumber }: BankDetailsProps) {
  return (
    <Layout publicUrl={publicUrl} preview={BANK_DETAILS_CHANGED_SUBJECT}>
      <Title>{BANK_DETAILS_CHANGED_SUBJECT}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        The bank account your payouts go to was just changed in your lender account, to sort code {sortCode} and account number{' '}
        {accountNumber}. Payouts from now on are paid there.
      </Paragraph>
      <Paragraph>
        If you did not make this change, reply to this e-mail at once so we can stop your payouts. Changing bank details needs a sign-in
        link followed within the last {FRESH_SIGN_IN_MINUTES} minutes, so someone had access to your e-mail.
      </Paragraph>
      <Action href={`${publicUrl}/lender/account`}>Review your account</Action>
    </Layout>
  );
}
