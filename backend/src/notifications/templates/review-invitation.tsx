import { orderReference } from '@dw/contracts';
import { Action, Layout, Paragraph, PastableLink, Title } from './layout';

export const REVIEW_INVITATION_TITLE = 'How did your dress fit?';

interface Props {
  publicUrl: string;
  orderId: string;
  name: string;
  /** Names already bounded for the body; backup sizes are never among them. */
  dresses: readonly { productName: string; size: string }[];
  /** The private review page: only this renter's link opens it. */
  reviewUrl: string;
}

export function ReviewInvitation({ publicUrl, orderId, name, dresses, reviewUrl }: Props) {
  const reference = orderReference(orderId);
  return (
    <Layout publicUrl={publicUrl} preview={`Order ${reference}: tell other renters how it fitted`}>
      <Title>{REVIEW_INVITATION_TITLE}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        {'Thank you for returning order '}
        <strong>{reference}</strong>
        {'. A few words on how it looked and fitted help the next renter choose her size:'}
      </Paragraph>
      <ul>
        {dresses.map((dress, i) => (
          <li key={i}>{`${dress.productName}, UK ${dress.size}`}</li>
        ))}
      </ul>
      <Action href={reviewUrl}>Review your dress</Action>
      <PastableLink href={reviewUrl} />
      <Paragraph>This link is yours alone: only renters of a completed rental can review, once per dress.</Paragraph>
    </Layout>
  );
}
