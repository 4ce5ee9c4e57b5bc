import { RETURN_INSTRUCTIONS, RETURN_REMINDER_TITLE, backupSizeLabel, formatDay, orderReference } from '@dw/contracts';
import type { ReturnedDressFacts } from '../notification-message';
import { Action, Layout, Paragraph, Subtitle, Title } from './layout';

interface Props {
  publicUrl: string;
  orderId: string;
  name: string;
  /** 'YYYY-MM-DD' */
  returnPost: string;
  /** Names already bounded for the body. */
  dresses: readonly ReturnedDressFacts[];
  /** The renter's order page, or null for an order whose link cannot be rebuilt. */
  orderUrl: string | null;
}

/** How a dress in the parcel is named: 'Silk Gown, UK 10 (×2)', a backup as her confirmation named it. */
function dressLine({ productName, size, quantity, isBackup }: ReturnedDressFacts): string {
  const sized = `${productName}, ${isBackup ? backupSizeLabel(size) : `UK ${size}`}`;
  return quantity > 1 ? `${sized} (×${quantity})` : sized;
}

export function ReturnReminder({ publicUrl, orderId, name, returnPost, dresses, orderUrl }: Props) {
  const reference = orderReference(orderId);
  const day = formatDay(returnPost);
  return (
    <Layout publicUrl={publicUrl} preview={`Order ${reference}: please post it back on ${day}`}>
      <Title>{RETURN_REMINDER_TITLE}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        {`We hope you had a wonderful time. Tomorrow, ${day}, is the day to post back order `}
        <strong>{reference}</strong>
        {':'}
      </Paragraph>
      <ul>
        {dresses.map((dress, i) => (
          <li key={i}>{dressLine(dress)}</li>
        ))}
      </ul>
      <Subtitle>How to send it back</Subtitle>
      <ol>
        {RETURN_INSTRUCTIONS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Paragraph>{`Please post it by the end of ${day}. If anything is wrong with the dress or the bag, reply to this e-mail and we will help.`}</Paragraph>
      {orderUrl ? <Action href={orderUrl}>View your order</Action> : null}
    </Layout>
  );
}
