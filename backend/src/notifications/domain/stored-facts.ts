import type { NotificationMessage } from '../notification-message';

/**
 * What the outbox keeps of a message until the sender renders it: the facts its template reads,
 * nothing more. An order update is queued with the whole order row (its access token's hash, the
 * client's address…), of which the template reads four fields (and the link's token, dropped once sent like every fact).
 */
export function storedFacts(message: NotificationMessage): NotificationMessage {
  switch (message.kind) {
    case 'order-dispatched':
    case 'order-returned':
    case 'order-cancelled': {
      const { id, customerName, rentalStartDate, rentalEndDate } = message.order;
      const { kind, to, accessToken, shipment } = message;
      const facts = { kind, to, accessToken, order: { id, customerName, rentalStartDate, rentalEndDate } };
      return shipment ? { ...facts, shipment: { carrier: shipment.carrier, reference: shipment.reference } } : facts;
    }
    default:
      return message;
  }
}
