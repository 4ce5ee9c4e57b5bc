import { REJECTION_MESSAGES, checkRejectionReason } from '@dw/contracts';
import { AppError } from './app-error';

/**
 * The reason an admin's status change stores (null unless rejecting), or 400 before anything
 * changes: lender accounts and listings share the rule (docs/decisions/0021-lender-listings-and-bookings.md).
 */
export function rejectionReasonOrThrow(status: string, reason: string | undefined | null): string | null {
  const check = checkRejectionReason(status, reason);
  if (check.problem === 'required') throw AppError.invalid(REJECTION_MESSAGES.required, 'REJECTION_REASON_REQUIRED');
  if (check.problem) throw AppError.invalid(REJECTION_MESSAGES[check.problem]);
  return check.reason;
}
