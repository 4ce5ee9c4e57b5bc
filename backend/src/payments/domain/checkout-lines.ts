import { orderReference, toPence } from '@dw/contracts';

/** One line of the card payment page, in GBP pence. */
export interface CheckoutLine {
  name: string;
  unitAmountPence: number;
  quantity: number;
}

export interface PricedOrder {
  id: string;
  subtotal: string;
  cleaningFee: string;
  insurance: string;
  total: string;
  items: readonly { productName: string; size: string; duration: number; quantity: number; unitPrice: string }[];
}

/**
 * The payment page's lines, from the order's server-priced lines plus cleaning and insurance. When
 * they do not add up to the total (a promotion took something off), the page shows one line for the
 * order's total instead, so the card is never asked for more or less than the order says.
 */
export function checkoutLines(order: PricedOrder): CheckoutLine[] {
  const lines: CheckoutLine[] = [
    ...order.items.map((item) => ({
      name: `${item.productName} (UK ${item.size}, ${item.duration}-day rental)`,
      unitAmountPence: toPence(item.unitPrice),
      quantity: item.quantity,
    })),
    { name: 'Cleaning', unitAmountPence: toPence(order.cleaningFee), quantity: 1 },
    { name: 'Insurance', unitAmountPence: toPence(order.insurance), quantity: 1 },
  ].filter((line) => line.unitAmountPence > 0);
  const sum = lines.reduce((total, line) => total + line.unitAmountPence * line.quantity, 0);
  if (sum === toPence(order.total)) return lines;
  return [{ name: `Designer Wardrobe order ${orderReference(order.id)}`, unitAmountPence: toPence(order.total), quantity: 1 }];
}
