import { orderReference } from '@dw/contracts';
import { Action, Layout, Paragraph, Title } from './layout';

interface Props {
  publicUrl: string;
  recipient: 'renter' | 'lender';
  name: string;
  senderName: string;
  orderId: string;
  /** The renter's order page or the lender's Messages tab; null for an order page whose link cannot be rebuilt. */
  threadUrl: string | null;
}

export const messageReceivedSubject = (senderName: string, orderId: string) =>
  `${senderName} sent you a message - order ${orderReference(orderId)}`;

/** No message text: the thread is read on the site, where hidden contact details stay hidden. */
export function MessageReceived({ publicUrl, recipient, name, senderName, orderId, threadUrl }: Props) {
  const reference = orderReference(orderId);
  return (
    <Layout publicUrl={publicUrl} preview={`${senderName} sent you a message about order ${reference}`}>
      <Title>You have a new message</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        {`${senderName} sent you a message about order `}
        <strong>{reference}</strong>
        {recipient === 'renter'
          ? '. Read it and reply on your order page.'
          : '. Read it and reply in the Messages tab of your lender area.'}
      </Paragraph>
      <Paragraph>Any further messages in the next few minutes are waiting there too: we send one e-mail for a flurry of them.</Paragraph>
      {threadUrl ? <Action href={threadUrl}>{recipient === 'renter' ? 'Read your messages' : 'Open Messages'}</Action> : null}
    </Layout>
  );
}
