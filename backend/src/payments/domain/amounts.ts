import { PaymentStatus, formatPounds } from '@dw/contracts';

/** An amount the admin typed: '45.00', '45.5' or '45'; whole pence, above nothing. */
export function amountPence(text: unknown, what: string): { pence: number } | { problem: string } {
  const value = typeof text === 'string' ? text.trim() : '';
  if (/^-/.test(value)) return { problem: `${what} cannot be negative.` };
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return { problem: `${what} must be an amount in pounds and pence, such as 45.00 (whole pence, no £ sign).` };
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (pence === 0) return { problem: `${what} must be more than £0.00.` };
  return { pence };
}

/** The sums an order's payment keeps, in pence. */
export interface PaymentSums {
  paidPence: number;
  refundedPence: number;
}

/** Why `pence` cannot be refunded now, or null: only money taken, and not refunded already, goes back. */
export function refundProblem(pence: number, sums: PaymentSums): string | null {
  if (sums.paidPence === 0) return 'Nothing has been paid on this order, so there is nothing to refund.';
  const left = sums.paidPence - sums.refundedPence;
  if (left === 0) return 'This order has been refunded in full already.';
  if (pence > left) return `A refund can be at most ${formatPounds(left)}: the ${formatPounds(sums.paidPence)} taken less refunds so far.`;
  return null;
}

/** Where a paid order stands after its refunds. */
export function statusAfterRefunds(sums: PaymentSums): PaymentStatus {
  if (sums.refundedPence === 0) return 'paid';
  return sums.refundedPence >= sums.paidPence ? 'refunded' : 'partially-refunded';
}
