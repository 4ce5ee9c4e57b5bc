import {
  AVAILABILITY_MESSAGES,
  CHECKOUT_MESSAGES,
  NOTICES,
  type CartItemView,
  type DayRange,
  type Notice,
  type OrderCustomerInput,
  isEmailAddress,
  isPhoneNumber,
  orderRentalDates,
} from '@dw/contracts';

/** The fields the shopper types; the rental dates come from the cart's lines (docs/decisions/0001-dated-cart-lines.md). */
export type CheckoutField = Exclude<keyof OrderCustomerInput, 'rentalStartDate' | 'rentalEndDate'>;
export type CheckoutValues = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  deliveryAddress: '',
};

export interface CheckoutProblem {
  notice: Notice;
  /** The fields to mark, so the shopper sees where to look. */
  fields: CheckoutField[];
}

/**
 * The first problem with the form, or null when it can be sent. Missing fields first,
 * then contact details (contracts/src/contact.ts), which the server checks again.
 */
export function checkCheckout(values: CheckoutValues): CheckoutProblem | null {
  const trimmed = trimValues(values);
  const missing = (Object.keys(trimmed) as CheckoutField[]).filter((field) => trimmed[field] === '');
  if (missing.length > 0) return { notice: NOTICES.checkoutMissing, fields: missing };
  if (!isEmailAddress(trimmed.customerEmail)) {
    return { notice: { title: 'Check your email', description: CHECKOUT_MESSAGES.email }, fields: ['customerEmail'] };
  }
  // The API's own rule (contracts), so the shopper hears of a typo before the round trip.
  if (!isPhoneNumber(trimmed.customerPhone)) {
    return { notice: { title: 'Check your phone number', description: CHECKOUT_MESSAGES.phone }, fields: ['customerPhone'] };
  }
  return null;
}

export function trimValues(values: CheckoutValues): CheckoutValues {
  const out = { ...values };
  for (const key of Object.keys(out) as CheckoutField[]) out[key] = out[key].trim();
  return out;
}

type CartLine = Pick<CartItemView, 'available' | 'startDate' | 'duration'>;

/** Lines that cannot be ordered as they are: taken meanwhile, too soon now, or added before dates existed. */
export function unavailableLines<L extends CartLine>(items: readonly L[]): L[] {
  return items.filter((item) => !item.available || item.startDate === null);
}

/** Why the cart cannot be ordered yet, said before the server has to refuse it. */
export function unavailableNotice(count: number): Notice {
  return {
    title: AVAILABILITY_MESSAGES.unavailableToast.title,
    description:
      count === 1
        ? 'One dress in your cart is no longer available for its dates. Remove it or choose another date before placing your order.'
        : `${count} dresses in your cart are no longer available for their dates. Remove them or choose other dates before placing your order.`,
  };
}

/**
 * Why the cart cannot be ordered yet, or null: a line still waiting for its start date first (the
 * shopper chooses it on the line), then lines whose dates were taken.
 */
export function checkoutBlock(items: readonly CartLine[]): Notice | null {
  if (items.some((item) => item.startDate === null)) return AVAILABILITY_MESSAGES.lineDateRequired;
  const taken = unavailableLines(items).length;
  return taken > 0 ? unavailableNotice(taken) : null;
}

/** The order's dates as the server will derive them: the first start to the last rental day. */
export function derivedRentalDates(items: readonly CartLine[]): DayRange | null {
  const dated = items.flatMap((item) => (item.startDate ? [{ startDate: item.startDate, duration: item.duration }] : []));
  return orderRentalDates(dated);
}
