import { RETURN_INSTRUCTIONS, RETURN_TRANSIT_DAYS, addDays, formatDay, formatPounds, orderReference, toPence } from '@dw/contracts';
import { Action, Layout, Paragraph, Subtitle, Title } from './layout';

export const OVERDUE_TITLE = 'Your dress is late back';

interface Props {
  publicUrl: string;
  orderId: string;
  name: string;
  returnPost: string;
  daysLate: number;
  feesSoFar: string;
  dailyFee: string;
  feeCap: string;
  orderUrl: string | null;
}

/** The renter's notice on her first fee day (after the days allowed for the post) and every few days after: the fee so far and how to stop it. */
export function OverdueNotice({ publicUrl, orderId, name, returnPost, daysLate, feesSoFar, dailyFee, feeCap, orderUrl }: Props) {
  const reference = orderReference(orderId);
  const days = `${daysLate} ${daysLate === 1 ? 'day' : 'days'}`;
  return (
    <Layout publicUrl={publicUrl} preview={`Order ${reference} is ${days} late: please post it back today`}>
      <Title>{OVERDUE_TITLE}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        {`Order `}
        <strong>{reference}</strong>
        {` was due to be posted back on ${formatDay(returnPost)} and has not reached us: it is ${days} late.`}
      </Paragraph>
      <Paragraph>
        {`Late return fee so far: `}
        <strong>{formatPounds(toPence(feesSoFar))}</strong>
        {`. We allow ${RETURN_TRANSIT_DAYS} days for the post; from ${formatDay(addDays(returnPost, RETURN_TRANSIT_DAYS + 1))} a late return costs ${formatPounds(toPence(dailyFee))} a day, at most ${formatPounds(toPence(feeCap))} for this rental, charged to the card you paid with where you agreed to it, otherwise payable to us.`}
      </Paragraph>
      <Subtitle>How to send it back</Subtitle>
      <ol>
        {RETURN_INSTRUCTIONS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Paragraph>
        Please post it today: the fee stops once the dress is back with us. If you have already posted it, or something is wrong, reply to
        this e-mail and we will help.
      </Paragraph>
      {orderUrl ? <Action href={orderUrl}>View your order</Action> : null}
    </Layout>
  );
}

interface AdminProps {
  publicUrl: string;
  orderId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  returnPost: string;
  daysLate: number;
  feesSoFar: string;
}

/** To the admin, once per order: a dress still out long after its return post. */
export function NotReturnedNotice({
  publicUrl,
  orderId,
  customerName,
  customerEmail,
  customerPhone,
  returnPost,
  daysLate,
  feesSoFar,
}: AdminProps) {
  const reference = orderReference(orderId);
  return (
    <Layout publicUrl={publicUrl} preview={`Order ${reference} is ${daysLate} days late`}>
      <Title>A dress has not been returned</Title>
      <Paragraph>
        {`Order `}
        <strong>{reference}</strong>
        {` was due to be posted back on ${formatDay(returnPost)} and is still out, ${daysLate} days later. Late fees so far: ${formatPounds(toPence(feesSoFar))}.`}
      </Paragraph>
      <Paragraph>{`Renter: ${customerName}, ${customerEmail}, ${customerPhone}.`}</Paragraph>
      <Action href={`${publicUrl}/admin`}>Open the back office</Action>
    </Layout>
  );
}
