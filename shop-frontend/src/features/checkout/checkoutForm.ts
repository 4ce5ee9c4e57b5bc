import {
  CHECKOUT_MESSAGES,
  NOTICES,
  type Notice,
  type OrderCustomerInput,
  TEXT_LIMITS,
  checkRentalDates,
} from '@dw/contracts';

export type CheckoutField = keyof OrderCustomerInput;
export type CheckoutValues = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  deliveryAddress: '',
  rentalStartDate: '',
  rentalEndDate: '',
};

export interface CheckoutProblem {
  notice: Notice;
  /** The fields to mark, so the shopper sees where to look. */
  fields: CheckoutField[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first problem with the form, or null when it can be sent. Missing fields first (spec §5),
 * then contact details and rental dates (DESIGN.md §3), which the server checks again.
 */
export function checkCheckout(values: CheckoutValues, today: string): CheckoutProblem | null {
  const trimmed = trimValues(values);
  const missing = (Object.keys(trimmed) as CheckoutField[]).filter((field) => trimmed[field] === '');
  if (missing.length > 0) return { notice: NOTICES.checkoutMissing, fields: missing };
  if (!EMAIL.test(trimmed.customerEmail)) {
    return { notice: { title: 'Check your email', description: CHECKOUT_MESSAGES.email }, fields: ['customerEmail'] };
  }
  // A light check for typos; the API applies the full UK phone rule and its message comes back as a toast.
  if (trimmed.customerPhone.replace(/\D/g, '').length < TEXT_LIMITS.phone.min) {
    return { notice: { title: 'Check your phone number', description: CHECKOUT_MESSAGES.phone }, fields: ['customerPhone'] };
  }
  switch (checkRentalDates(trimmed.rentalStartDate, trimmed.rentalEndDate, today)) {
    case 'invalid':
      return {
        notice: { title: 'Check your rental dates', description: CHECKOUT_MESSAGES.invalidDate },
        fields: ['rentalStartDate', 'rentalEndDate'],
      };
    case 'startInPast':
      return {
        notice: { title: 'Check your rental dates', description: CHECKOUT_MESSAGES.startDateInPast },
        fields: ['rentalStartDate'],
      };
    case 'endBeforeStart':
      return {
        notice: { title: 'Check your rental dates', description: CHECKOUT_MESSAGES.endBeforeStart },
        fields: ['rentalEndDate'],
      };
    default:
      return null;
  }
}

export function trimValues(values: CheckoutValues): CheckoutValues {
  const out = { ...values };
  for (const key of Object.keys(out) as CheckoutField[]) out[key] = out[key].trim();
  return out;
}
