import { formatPounds, orderReference, toPence } from '@dw/contracts';
import { Action, Layout, Paragraph, Title } from './layout';

export type PaymentUpdateKind = 'payment-received' | 'refund-issued' | 'payment-released';

export const PAYMENT_UPDATE_TITLES: Record<PaymentUpdateKind, string> = {
  'payment-received': 'Payment received',
  'refund-issued': 'Refund issued',
  'payment-released': 'Payment released',
};

const METHOD_WORDS: Readonly<Record<string, string>> = {
  card: 'by card',
  'bank-transfer': 'by bank transfer',
  'card-terminal': 'by card',
  cash: 'in cash',
};

interface Props {
  publicUrl: string;
  kind: PaymentUpdateKind;
  orderId: string;
  name: string;
  /** '45.00' (not for payment-released). */
  amount: string | null;
  method: string | null;
  reason: string | null;
  full: boolean;
  /** The renter's order page, as the dispatch and cancel e-mails link it; null when it cannot be rebuilt. */
  orderUrl: string | null;
}

export function PaymentUpdate({ publicUrl, kind, orderId, name, amount, method, reason, full, orderUrl }: Props) {
  const reference = orderReference(orderId);
  const money = amount === null ? '' : formatPounds(toPence(amount));
  return (
    <Layout publicUrl={publicUrl} preview={`Order ${reference}: ${PAYMENT_UPDATE_TITLES[kind].toLowerCase()}`}>
      <Title>{PAYMENT_UPDATE_TITLES[kind]}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      {kind === 'payment-received' ? (
        <Paragraph>
          {`We have received your payment of ${money} ${METHOD_WORDS[method ?? ''] ?? ''} for order `.replace(/\s+/g, ' ')}
          <strong>{reference}</strong>. Thank you: your order is paid.
        </Paragraph>
      ) : null}
      {kind === 'refund-issued' ? (
        <Paragraph>
          {`We have refunded ${money} on order `}
          <strong>{reference}</strong>
          {`${full ? ', everything you paid' : ''}. Reason: ${reason ?? ''}. A card refund reaches your account within 5-10 working days.`}
        </Paragraph>
      ) : null}
      {kind === 'payment-released' ? (
        <Paragraph>
          Order <strong>{reference}</strong>
          {` has been cancelled and nothing was charged: ${reason ?? ''} If your card shows a hold, your bank lifts it within a few days.`}
        </Paragraph>
      ) : null}
      {orderUrl ? <Action href={orderUrl}>View your order</Action> : null}
    </Layout>
  );
}
