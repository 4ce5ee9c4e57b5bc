import { OrderTotalsPence, PricedProduct, RentalDuration, orderTotalsPence, toPence, unitPricePence } from '@dw/contracts';

export const QUOTE_CHANGED_MESSAGE = 'Prices have changed since you opened your cart - please review your order.';

export interface LineToPrice {
  product: PricedProduct;
  duration: RentalDuration;
  quantity: number;
}

export interface OrderPricing {
  /** Pence per unit, one entry per line in the order given. */
  unitPrices: number[];
  totals: OrderTotalsPence;
}

/**
 * Every figure of an order, from the products alone (docs/decisions/0010-pricing-rule.md): the one
 * pricing function, behind both the cart's quote and checkout. `discount` maps the rental fees to a
 * promo code's pence off (none by default).
 */
export function priceOrder(lines: readonly LineToPrice[], discount: (subtotalPence: number) => number = () => 0): OrderPricing {
  const unitPrices = lines.map((line) => unitPricePence(line.product, line.duration));
  const priced = lines.map((line, i) => ({ unitPricePence: unitPrices[i], quantity: line.quantity }));
  const subtotal = orderTotalsPence(priced).subtotal;
  return { unitPrices, totals: orderTotalsPence(priced, discount(subtotal)) };
}

type Money = string | number | null | undefined;

/** What the shop showed the customer; every figure is optional (the spec's body sends some, or none). */
export interface ClientFigures {
  unitPrices: readonly Money[];
  subtotal?: Money;
  cleaningFee?: Money;
  insurance?: Money;
  discount?: Money;
  total?: Money;
}

/**
 * The customer must pay what they were shown: any figure the client sent that is not the server's
 * means a price moved (or was tampered with) and the order is refused with the new quote. Absent
 * figures are not checked.
 */
export function clientFiguresMatch(client: ClientFigures, server: OrderPricing): boolean {
  const pairs: [Money, number][] = [
    ...client.unitPrices.map((sent, i): [Money, number] => [sent, server.unitPrices[i]]),
    [client.subtotal, server.totals.subtotal],
    [client.cleaningFee, server.totals.cleaningFee],
    [client.insurance, server.totals.insurance],
    [client.discount, server.totals.discount],
    [client.total, server.totals.total],
  ];
  return pairs.every(([sent, expected]) => sent === undefined || sent === null || samePence(sent, expected));
}

function samePence(sent: string | number, expected: number): boolean {
  try {
    return toPence(sent) === expected;
  } catch {
    return false;
  }
}
