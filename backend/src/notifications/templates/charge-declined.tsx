import { formatPounds, orderReference, toPence } from '@dw/contracts';
import type { NotificationMessage } from '../notification-message';
import { Action, Layout, Paragraph, Title } from './layout';

type Props = Omit<Extract<NotificationMessage, { kind: 'admin-charge-declined' }>, 'kind'> & { publicUrl: string };

export const chargeDeclinedSubject = (orderId: string, amount: string) =>
  `Card declined: ${formatPounds(toPence(amount))} owed on order ${orderReference(orderId)}`;

/** To the admin: the renter's saved card refused a charge after her rental, so it is owed (Late returns tab). */
export function ChargeDeclinedNotice({ publicUrl, orderId, customerName, customerEmail, what, amount, failureCode }: Props) {
  const reference = orderReference(orderId);
  return (
    <Layout publicUrl={publicUrl} preview={`${formatPounds(toPence(amount))} owed on order ${reference}`}>
      <Title>A card refused a charge</Title>
      <Paragraph>
        {`The card saved for order `}
        <strong>{reference}</strong>
        {` refused ${what}, ${formatPounds(toPence(amount))} (the card said "${failureCode}"). It is now owed: it stays on the Late returns tab until it is collected another way and recorded there.`}
      </Paragraph>
      <Paragraph>{`Renter: ${customerName}, ${customerEmail}.`}</Paragraph>
      <Action href={`${publicUrl}/admin`}>Open the back office</Action>
    </Layout>
  );
}
