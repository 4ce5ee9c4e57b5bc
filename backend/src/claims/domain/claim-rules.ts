import {
  CLAIM_ANSWER_HOURS,
  CLAIM_MAX_PENCE,
  CLAIM_MESSAGES,
  ClaimDecision,
  ClaimStatus,
  ClaimViewStatus,
  INSURANCE_COVER_PER_LINE_PENCE,
} from '@dw/contracts';

const HOUR_MS = 3_600_000;

/** Why a claim cannot be opened now, or null: the dress must be back, and its 48-hour window still open. */
export function openingRefusal(windowEndsAt: Date | null, now: Date): { message: string; late: boolean } | null {
  if (windowEndsAt === null) return { message: CLAIM_MESSAGES.notReceived, late: false };
  if (now.getTime() > windowEndsAt.getTime()) return { message: CLAIM_MESSAGES.tooLate, late: true };
  return null;
}

/** The most a claim on this dress may ask: its retail value, never above the insured maximum. */
export function claimCapPence(retailPricePence: number | null): number {
  return retailPricePence !== null && retailPricePence > 0 ? Math.min(retailPricePence, CLAIM_MAX_PENCE) : CLAIM_MAX_PENCE;
}

/** The renter's answer is due 72 hours after the claim was opened. */
export function answerDueAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + CLAIM_ANSWER_HOURS * HOUR_MS);
}

/** How a claim reads now: an open one past its answer deadline is unanswered. */
export function claimViewStatus(status: ClaimStatus, due: Date, now: Date): ClaimViewStatus {
  return status === 'open' && now.getTime() > due.getTime() ? 'unanswered' : status;
}

/** Why the renter cannot answer now, or null. */
export function answerRefusal(status: ClaimStatus, due: Date, now: Date): string | null {
  if (status === 'decided') return CLAIM_MESSAGES.alreadyDecided;
  if (status === 'answered') return CLAIM_MESSAGES.alreadyAnswered;
  if (now.getTime() > due.getTime()) return CLAIM_MESSAGES.answerTooLate;
  return null;
}

/** What the rental's insurance covers of a claim on one line: a fixed amount when the order paid for it. */
export function insuranceCoverPence(orderInsurancePence: number): number {
  return orderInsurancePence > 0 ? INSURANCE_COVER_PER_LINE_PENCE : 0;
}

/**
 * The amount a decision settles, or why it cannot be made. The renter is charged at most what was
 * asked; the insurance pays at most what was asked and its cover; a rejection settles nothing.
 * The admin may decide while the renter's answer is still due: a renter who agrees need not wait.
 */
export function decisionOutcome(
  claim: { status: ClaimStatus; amountPence: number },
  decision: ClaimDecision,
  amountPence: number | undefined,
  coverPence: number,
): { amountPence: number } | { refusal: string; conflict: boolean } {
  if (claim.status === 'decided') return { refusal: CLAIM_MESSAGES.alreadyDecided, conflict: true };
  if (decision === 'reject') {
    if (amountPence !== undefined && amountPence !== 0)
      return { refusal: 'amountPence must be 0 or left out when rejecting.', conflict: false };
    return { amountPence: 0 };
  }
  if (decision === 'insurance' && coverPence === 0) return { refusal: CLAIM_MESSAGES.noInsurance, conflict: true };
  const max = decision === 'insurance' ? Math.min(claim.amountPence, coverPence) : claim.amountPence;
  const amount = amountPence ?? max;
  if (amount < 1) return { refusal: 'amountPence must be at least 1 for this decision.', conflict: false };
  if (amount > max) return { refusal: CLAIM_MESSAGES.decisionTooHigh(max), conflict: false };
  return { amountPence: amount };
}
