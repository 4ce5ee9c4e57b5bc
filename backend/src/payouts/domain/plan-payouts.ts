/** An earning the run may pay: funded, earned by the period's end and in no payout yet. */
export interface PayableEarning {
  id: string;
  lenderAccountId: string;
  amountPence: number;
}

/** Whether a lender can be paid: approved, not erased, with bank details on file. */
export interface Payee {
  approved: boolean;
  erased: boolean;
  hasBankDetails: boolean;
}

export interface PlannedPayout {
  lenderAccountId: string;
  amountPence: number;
  earningIds: string[];
}

export interface PayoutPlan {
  payouts: PlannedPayout[];
  /** Lenders with earnings who cannot be paid: their earnings stay earned and unpaid, for a later run. */
  skippedLenderIds: string[];
  totalPence: number;
}

export const canBePaid = (payee: Payee | undefined): boolean =>
  payee !== undefined && payee.approved && !payee.erased && payee.hasBankDetails;

/**
 * One payout per lender who can be paid, summing her earnings; a lender whose sum is zero or
 * negative (a refund after she was paid, larger than what she earned since) gets none and keeps her
 * earnings out of the plan, so the balance carries forward to her next run. Payouts and skipped
 * lenders come in lender-id order, so the same earnings always plan the same way.
 */
export function planPayouts(earnings: readonly PayableEarning[], payees: ReadonlyMap<string, Payee>): PayoutPlan {
  const byLender = new Map<string, PayableEarning[]>();
  for (const earning of earnings) {
    const list = byLender.get(earning.lenderAccountId) ?? [];
    list.push(earning);
    byLender.set(earning.lenderAccountId, list);
  }
  const payouts: PlannedPayout[] = [];
  const skippedLenderIds: string[] = [];
  for (const lenderAccountId of [...byLender.keys()].sort()) {
    const own = byLender.get(lenderAccountId) as PayableEarning[];
    const amountPence = own.reduce((sum, e) => sum + e.amountPence, 0);
    if (!canBePaid(payees.get(lenderAccountId))) {
      skippedLenderIds.push(lenderAccountId);
      continue;
    }
    if (amountPence <= 0) continue;
    payouts.push({ lenderAccountId, amountPence, earningIds: own.map((e) => e.id).sort() });
  }
  return { payouts, skippedLenderIds, totalPence: payouts.reduce((sum, p) => sum + p.amountPence, 0) };
}
