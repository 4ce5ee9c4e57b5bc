import { Column, Row, Section } from '@react-email/components';
import { formatDay, formatDayRange, formatPounds, orderReference, orderStatusLabel, toPence, backupSizeLabel } from '@dw/contracts';
import type { OrderFacts, OrderPaymentFacts } from '../notification-message';
import { Action, AddressLines, Layout, Paragraph, Subtitle, Title, styles } from './layout';

interface Props {
  publicUrl: string;
  order: OrderFacts;
  /** The renter's own link to the order page. */
  orderUrl: string;
  /** The delivery address, a line each. */
  addressLines: readonly string[];
  name: string;
  /** How to pay; absent on messages queued before payments existed. */
  payment: OrderPaymentFacts | null;
}

export function OrderReceived({ publicUrl, order, orderUrl, name, addressLines, payment }: Props) {
  const reference = orderReference(order.id);
  return (
    <Layout publicUrl={publicUrl} preview={`Order ${reference} received - total ${formatPounds(toPence(order.total))}`}>
      <Title>Thank you, your order is in</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        We have received your order <strong>{reference}</strong> (status: {orderStatusLabel('pending')}). Here is what you have reserved.
      </Paragraph>
      {order.lines.map((line, i) => (
        <Section key={i} style={{ borderTop: '1px solid #e6e0d6', padding: '12px 0' }}>
          <Row>
            <Column style={styles.cell}>
              <strong>{line.productName}</strong>
              <br />
              {`UK ${line.size} · ${line.duration}-day rental`}
              <br />
              {formatDayRange(line.startDate, line.endDate)}
              {line.backupSize ? (
                <>
                  <br />
                  {`Also sent: ${backupSizeLabel(line.backupSize)}`}
                </>
              ) : null}
            </Column>
            <Column style={{ ...styles.cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {`${formatPounds(toPence(line.unitPrice))} × ${line.quantity}`}
            </Column>
          </Row>
        </Section>
      ))}
      <Section style={{ borderTop: '1px solid #111111', padding: '12px 0' }}>
        {summaryRows(order).map(([label, pence]) => (
          <Row key={label}>
            <Column style={styles.cell}>{label}</Column>
            <Column style={{ ...styles.cell, textAlign: 'right' }}>{formatPounds(pence)}</Column>
          </Row>
        ))}
        <Row>
          <Column style={{ ...styles.cell, fontWeight: 700 }}>Total</Column>
          <Column style={{ ...styles.cell, textAlign: 'right', fontWeight: 700 }}>{formatPounds(toPence(order.total))}</Column>
        </Row>
      </Section>
      {payment?.method === 'bank-transfer' ? (
        <>
          <Subtitle>Payment: awaiting your bank transfer</Subtitle>
          <Paragraph>
            {`Please pay ${formatPounds(toPence(payment.bankTransfer.amount))} by bank transfer to ${payment.bankTransfer.accountName}, ` +
              `sort code ${payment.bankTransfer.sortCode}, account number ${payment.bankTransfer.accountNumber}, ` +
              `with the reference ${payment.bankTransfer.reference}. We e-mail you when it arrives.`}
          </Paragraph>
        </>
      ) : null}
      {payment?.method === 'card' ? (
        <>
          <Subtitle>Payment: by card</Subtitle>
          <Paragraph>
            Your card is authorised when you complete the payment page, and charged only when we confirm your order. If you left the payment
            page, your dates are held for a short while: open your order to pay.
          </Paragraph>
        </>
      ) : null}
      <Subtitle>Delivery address</Subtitle>
      <AddressLines lines={addressLines} />
      <Subtitle>What happens next</Subtitle>
      <Paragraph>
        {`We check every dress before it leaves us and e-mail you the day it is dispatched, in time for ${formatDay(order.rentalStartDate)}. ` +
          `When your rental ends on ${formatDay(order.rentalEndDate)}, send it back in the bag provided: cleaning is on us.`}
      </Paragraph>
      <Action href={orderUrl}>View your order</Action>
      <Paragraph>Keep this e-mail: its View your order link is your private way back to the order, and works for nobody else.</Paragraph>
    </Layout>
  );
}

/** Subtotal, the promo code's discount when there was one (as a negative amount), then the two fees. */
function summaryRows(order: OrderFacts): [string, number][] {
  const discount = order.discount ? toPence(order.discount) : 0;
  return [
    ['Subtotal', toPence(order.subtotal)],
    ...(discount > 0 ? [[`Promo code ${order.promoCode ?? ''}`.trim(), -discount] as [string, number]] : []),
    ['Cleaning', toPence(order.cleaningFee)],
    ['Insurance', toPence(order.insurance)],
  ];
}
