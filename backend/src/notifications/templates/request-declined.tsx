import { formatDayRange, formatPounds, orderReference, toPence } from '@dw/contracts';
import type { SimilarDressFacts } from '../notification-message';
import { Action, Layout, Paragraph, Subtitle, Title } from './layout';

export const REQUEST_DECLINED_SUBJECTS = {
  declined: 'A dress of your order is not available',
  expired: 'A dress of your order was not confirmed',
} as const;

interface Props {
  publicUrl: string;
  orderId: string;
  name: string;
  productName: string;
  size: string;
  startDate: string;
  endDate: string;
  /** The reason's words for a decline; null when the request expired. */
  reason: string | null;
  orderCancelled: boolean;
  /** Names already bounded for the body. */
  similar: readonly SimilarDressFacts[];
  orderUrl: string | null;
}

/** One dress of her order is out: she pays nothing for it, and here are dresses free on her dates. */
export function RequestDeclined({
  publicUrl,
  orderId,
  name,
  productName,
  size,
  startDate,
  endDate,
  reason,
  orderCancelled,
  similar,
  orderUrl,
}: Props) {
  const reference = orderReference(orderId);
  const title = reason === null ? REQUEST_DECLINED_SUBJECTS.expired : REQUEST_DECLINED_SUBJECTS.declined;
  return (
    <Layout publicUrl={publicUrl} preview={`Order ${reference}: ${productName} is not available on your dates`}>
      <Title>{title}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        <strong>{productName}</strong>
        {` (UK ${size}, ${formatDayRange(startDate, endDate)}) of order ${reference} ` +
          (reason === null ? 'was not confirmed by its lender in time' : `was declined by its lender: ${reason}`) +
          '. We are sorry.'}
      </Paragraph>
      <Paragraph>
        {orderCancelled
          ? 'As no dress of this order is left, the order is cancelled: nothing is taken from you, and any hold on your card is let go.'
          : 'You pay nothing for it: the rest of your order goes ahead, and your order page shows the new amount.'}
      </Paragraph>
      {similar.length > 0 ? (
        <>
          <Subtitle>Free on your dates</Subtitle>
          <ul>
            {similar.map((dress) => (
              <li key={dress.slug}>
                <a href={`${publicUrl}/product/${encodeURIComponent(dress.slug)}`}>{dress.name}</a>
                {` — from ${formatPounds(toPence(dress.price))}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {orderUrl ? <Action href={orderUrl}>View your order</Action> : null}
    </Layout>
  );
}
