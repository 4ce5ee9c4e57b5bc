import { LENDER_SHARE_PERCENT } from '@dw/contracts';
import { Action, Layout, Paragraph, Title } from './layout';

export type LenderAccountKind = 'lender-account-received' | 'lender-account-approved' | 'lender-account-rejected';

export const LENDER_ACCOUNT_TITLES: Record<LenderAccountKind, string> = {
  'lender-account-received': 'We have your lender application',
  'lender-account-approved': 'Welcome, you are an approved lender',
  'lender-account-rejected': 'About your lender application',
};

interface Props {
  publicUrl: string;
  kind: LenderAccountKind;
  name: string;
  /** The admin's reason; only for lender-account-rejected. */
  reason: string | null;
}

export function LenderAccount({ publicUrl, kind, name, reason }: Props) {
  return (
    <Layout publicUrl={publicUrl} preview={LENDER_ACCOUNT_TITLES[kind]}>
      <Title>{LENDER_ACCOUNT_TITLES[kind]}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      {kind === 'lender-account-received' ? (
        <Paragraph>
          Thank you for applying to lend with Designer Wardrobe. We review every application within 24-48 hours and will e-mail you the
          outcome.
        </Paragraph>
      ) : null}
      {kind === 'lender-account-approved' ? (
        <>
          <Paragraph>
            Your lender account is approved. Your listings can now go live, and you keep {LENDER_SHARE_PERCENT}% of every rental fee.
          </Paragraph>
          <Action href={`${publicUrl}/list-dress`}>List a dress</Action>
        </>
      ) : null}
      {kind === 'lender-account-rejected' ? (
        <>
          <Paragraph>We are sorry: we cannot approve your lender account at the moment.</Paragraph>
          {reason ? <Paragraph>{`Our reason: "${reason}"`}</Paragraph> : null}
          <Paragraph>Reply to this e-mail if you would like to know more.</Paragraph>
        </>
      ) : null}
    </Layout>
  );
}
