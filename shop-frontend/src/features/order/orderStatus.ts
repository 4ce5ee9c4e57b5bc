import { type OrderReceiptView, type OrderStatus, formatDay } from '@dw/contracts';

/** The steps of a rental in order; a cancelled order leaves them. */
export const ORDER_JOURNEY: readonly OrderStatus[] = ['pending', 'processing', 'completed'];

type NextStepOrder = Pick<OrderReceiptView, 'status' | 'rentalStartDate' | 'returnDate' | 'lines'>;

/** What happens next, in a sentence or two, for the order as it stands. */
export function nextStepText(order: NextStepOrder): string {
  const many = order.lines.reduce((n, line) => n + line.quantity, 0) > 1;
  const w = many
    ? { dress: 'dresses', is: 'are', It: 'They', it: 'them', itIs: 'they are' }
    : { dress: 'dress', is: 'is', It: 'It', it: 'it', itIs: 'it is' };
  switch (order.status) {
    case 'pending':
      return (
        `We are preparing your ${w.dress}. ${w.It} will reach you before your rental starts on ${formatDay(order.rentalStartDate)}, ` +
        `and we will e-mail you as soon as ${w.itIs} on the way.`
      );
    case 'processing':
      return (
        `Your ${w.dress} ${w.is} on the way by tracked delivery. Enjoy your occasion, then post ${w.it} back in the prepaid bag ` +
        `on ${formatDay(order.returnDate)}.`
      );
    case 'completed':
      return `Your ${w.dress} ${w.is} safely back with us. Thank you for renting with us; we hope it was a wonderful occasion.`;
    case 'cancelled':
      return 'This order has been cancelled and nothing will be sent. If you did not expect this, reply to your confirmation e-mail and we will help.';
  }
}
