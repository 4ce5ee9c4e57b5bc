import { CLAIM_MESSAGES, CLAIM_WINDOW_HOURS } from '@dw/contracts';

const HOUR_MS = 3_600_000;

/**
 * Why a dress cannot be recorded as received on `receivedOn` (UK days, 'YYYY-MM-DD'), or null:
 * not a day still to come, and not before it left (`dispatchedOn`, when known).
 */
export function receivedOnRefusal(receivedOn: string, today: string, dispatchedOn: string | null): string | null {
  if (receivedOn > today) return CLAIM_MESSAGES.receivedInFuture;
  if (dispatchedOn !== null && receivedOn < dispatchedOn) return CLAIM_MESSAGES.receivedBeforeDispatch(dispatchedOn);
  return null;
}

/**
 * When the claim window of a dress received back closes: 48 hours after its receipt was recorded.
 * Counted from the recording, not from the (possibly earlier) day given, which has no hour: the
 * lender cannot claim before she knows it is back.
 */
export function claimWindowEnd(recordedAt: Date): Date {
  return new Date(recordedAt.getTime() + CLAIM_WINDOW_HOURS * HOUR_MS);
}
