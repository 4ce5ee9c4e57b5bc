import {
  AVAILABILITY_MESSAGES,
  CHECKOUT_MESSAGES,
  NOTICES,
  type CartItemView,
  type DayRange,
  type Notice,
  type OrderCustomerInput,
  isEmailAddress,
  TEXT_LIMITS,
  addressPartProblem,
  isPhoneNumber,
  normalisePostcode,
  orderRentalDates,
} from '@dw/contracts';

/** The fields the shopper types, in the form's order; the rental dates come from the cart's lines (docs/decisions/0001-dated-cart-lines.md). */
export const CHECKOUT_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'addressLine1',
  'addressLine2',
  'town',
  'postcode',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** Every field but the second address line. */
export const OPTIONAL_FIELDS: readonly CheckoutField[] = ['addressLine2'];

export const EMPTY_CHECKOUT: CheckoutValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  addressLine1: '',
  addressLine2: '',
  town: '',
  postcode: '',
};

export interface CheckoutProblem {
  notice: Notice;
  /** Each field's message, shown beside it; the first one in the form gets the focus. */
  errors: CheckoutErrors;
}

/** Why one field cannot be sent, or null: the rules the API applies again (contracts). */
function fieldProblem(field: CheckoutField, value: string): string | null {
  switch (field) {
    case 'customerName':
      return value.length >= TEXT_LIMITS.name.min && value.length <= TEXT_LIMITS.name.max && /\p{L}/u.test(value)
        ? null
        : CHECKOUT_MESSAGES.name;
    case 'customerEmail':
      return isEmailAddress(value) && value.length <= TEXT_LIMITS.email.max ? null : CHECKOUT_MESSAGES.email;
    case 'customerPhone':
      return isPhoneNumber(value) ? null : CHECKOUT_MESSAGES.phone;
    default:
      return addressPartProblem(field, value);
  }
}

/**
 * Every field's problem, or null when the form can be sent. The toast says 'Missing Information'
 * (the spec's words) when a required field is blank, else the first field's message.
 */
export function checkCheckout(values: CheckoutValues): CheckoutProblem | null {
  const trimmed = trimValues(values);
  const errors: CheckoutErrors = {};
  let missing = false;
  for (const field of CHECKOUT_FIELDS) {
    if (trimmed[field] === '') {
      if (OPTIONAL_FIELDS.includes(field)) continue;
      missing = true;
    }
    const problem = fieldProblem(field, trimmed[field]);
    if (problem) errors[field] = problem;
  }
  const first = CHECKOUT_FIELDS.find((field) => errors[field]);
  if (!first) return null;
  const notice = missing ? NOTICES.checkoutMissing : { title: 'Check your details', description: errors[first] as string };
  return { notice, errors };
}

export function trimValues(values: CheckoutValues): CheckoutValues {
  const out = { ...values };
  for (const key of Object.keys(out) as CheckoutField[]) out[key] = out[key].trim();
  return out;
}

/** What the API is sent: trimmed, the postcode as Royal Mail writes it, no empty second line. */
export function orderCustomer(values: CheckoutValues): Omit<OrderCustomerInput, 'rentalStartDate' | 'rentalEndDate'> {
  const { addressLine2, postcode, ...rest } = trimValues(values);
  return { ...rest, ...(addressLine2 ? { addressLine2 } : {}), postcode: normalisePostcode(postcode) ?? postcode };
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
