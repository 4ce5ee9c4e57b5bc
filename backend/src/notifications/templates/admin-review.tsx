import { Action, Layout, Paragraph, Title } from './layout';

interface Props {
  publicUrl: string;
  what: 'lender' | 'listing';
  lenderName: string;
  /** The lender's address (a new account) or the dress (a new listing). */
  detail: string;
}

export function AdminReview({ publicUrl, what, lenderName, detail }: Props) {
  return (
    <Layout publicUrl={publicUrl} preview={what === 'lender' ? 'A new lender waits for review' : 'A new listing waits for review'}>
      <Title>{what === 'lender' ? 'A new lender waits for review' : 'A new listing waits for review'}</Title>
      {what === 'lender' ? (
        <Paragraph>
          <strong>{lenderName}</strong> ({detail}) applied to lend. Approve or reject the account in the back office.
        </Paragraph>
      ) : (
        <Paragraph>
          <strong>{lenderName}</strong> listed <strong>{detail}</strong>. Approve or reject it in the back office.
        </Paragraph>
      )}
      <Action href={`${publicUrl}/admin`}>Open the back office</Action>
    </Layout>
  );
}
