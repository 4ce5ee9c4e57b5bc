import { lenderSharePence } from '@dw/contracts';

/** One order line's rental fee, in pence. */
export interface FeeLine {
  id: string;
  feePence: number;
}

/** How much of a line's fee the refunds so far gave back, and the lender's share of what is left. */
export interface LineAfterRefunds {
  id: string;
  feeRefundedPence: number;
  sharePence: number;
}

/**
 * Refunds come out of the rental fees first, split across the lines in proportion to each fee
 * (largest remainder, so the pennies add up exactly); only what exceeds every fee comes from
 * cleaning and insurance, which are the shop's. The lender's share of a line is 90% of the fee not
 * refunded, rounded down as when it was earned (lenderSharePence): a full refund leaves her nothing.
 * Worked from the order's total refunded, so any number of refunds land where one of their sum would.
 */
export function linesAfterRefunds(lines: readonly FeeLine[], refundedPence: number): LineAfterRefunds[] {
  const fees = lines.reduce((sum, l) => sum + l.feePence, 0);
  const fromFees = Math.max(0, Math.min(refundedPence, fees));
  const exact = lines.map((l) => (fees === 0 ? 0 : (l.feePence * fromFees) / fees));
  const parts = exact.map(Math.floor);
  let short = fromFees - parts.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (short === 0) break;
    parts[i] += 1;
    short -= 1;
  }
  return lines.map((line, i) => ({
    id: line.id,
    feeRefundedPence: parts[i],
    sharePence: lenderSharePence(line.feePence - parts[i]),
  }));
}

/** Per line, how the lender's share moves when the order's refunds go from `before` to `after` pence. */
export function shareChanges(lines: readonly FeeLine[], before: number, after: number): Map<string, number> {
  const was = linesAfterRefunds(lines, before);
  const now = linesAfterRefunds(lines, after);
  return new Map(now.map((line, i) => [line.id, line.sharePence - was[i].sharePence]));
}
