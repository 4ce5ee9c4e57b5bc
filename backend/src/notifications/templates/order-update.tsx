import { Link } from '@react-email/components';
import {
  type OrderStatus,
  type ShipmentView,
  formatDay,
  formatDayRange,
  orderReference,
  orderStatusLabel,
  rentalSchedule,
} from '@dw/contracts';
import { Action, Layout, Paragraph, Title } from './layout';

export type OrderUpdateKind = 'order-dispatched' | 'order-returned' | 'order-cancelled';

interface Props {
  publicUrl: string;
  kind: OrderUpdateKind;
  orderId: string;
  name: string;
  rentalStartDate: string;
  rentalEndDate: string;
  /** The renter's order page, or null for an order whose link cannot be rebuilt. */
  orderUrl: string | null;
  /** The dispatched parcel, or null when it went without a tracking reference. */
  shipment?: ShipmentView | null;
}

export const ORDER_UPDATE_TITLES: Record<OrderUpdateKind, string> = {
  'order-dispatched': 'Your dress is on its way',
  'order-returned': 'Your dress is back with us',
  'order-cancelled': 'Your order is cancelled',
};

/** The status each update reports, named as every screen names it. */
const STATUS_OF: Record<OrderUpdateKind, OrderStatus> = {
  'order-dispatched': 'processing',
  'order-returned': 'completed',
  'order-cancelled': 'cancelled',
};

export function OrderUpdate({ publicUrl, kind, orderId, name, rentalStartDate, rentalEndDate, orderUrl, shipment = null }: Props) {
  const reference = orderReference(orderId);
  return (
    <Layout publicUrl={publicUrl} preview={`Order ${reference}: ${ORDER_UPDATE_TITLES[kind].toLowerCase()}`}>
      <Title>{ORDER_UPDATE_TITLES[kind]}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        {`Order ${reference}: `}
        <strong>{orderStatusLabel(STATUS_OF[kind])}</strong>
      </Paragraph>
      {kind === 'order-dispatched' ? (
        <Paragraph>
          Order <strong>{reference}</strong>
          {` has left us and will reach you before your rental starts on ${formatDay(rentalStartDate)}. ` +
            `Your last rental day is ${formatDay(rentalEndDate)}: please post it back the next day, ` +
            `${formatDay(rentalSchedule({ start: rentalStartDate, end: rentalEndDate }).returnPost)}, in the bag provided.`}
        </Paragraph>
      ) : null}
      {kind === 'order-dispatched' && shipment ? (
        <Paragraph>
          {`Tracking: ${shipment.carrierName} `}
          <Link href={shipment.trackingUrl}>{shipment.reference}</Link>
        </Paragraph>
      ) : null}
      {orderUrl ? <Action href={orderUrl}>View your order</Action> : null}
      {kind === 'order-dispatched' && !orderUrl ? (
        // An order placed before links could be rebuilt: its link is only in the confirmation.
        <Paragraph>
          {`To follow your order, use the View your order link in your order confirmation e-mail for ${reference}, or reply to this e-mail and we will help.`}
        </Paragraph>
      ) : null}
      {kind === 'order-returned' ? (
        <Paragraph>
          We have received the return of order <strong>{reference}</strong>. Thank you for renting with us; we hope it was a wonderful
          occasion.
        </Paragraph>
      ) : null}
      {kind === 'order-cancelled' ? (
        <Paragraph>
          Order <strong>{reference}</strong>
          {` (${formatDayRange(rentalStartDate, rentalEndDate)}) has been cancelled and nothing will be sent. ` +
            'If you did not expect this, reply to this e-mail and we will help.'}
        </Paragraph>
      ) : null}
    </Layout>
  );
}
