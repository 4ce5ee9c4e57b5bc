import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { REJECTION_MESSAGES, REJECTION_REASON_MAX, checkRejectionReason } from '@dw/contracts';
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

/** The `reason` of an admin's status change (lender accounts, listings); checked with the status by rejectionReasonOrThrow. */
export function RejectionReasonProperty(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      maxLength: REJECTION_REASON_MAX,
      example: 'The photos are too dark to judge the condition.',
      description: `When rejecting: why, shown to the lender and e-mailed (the admin's screen always asks; the API also takes none). Refused with any other status. ${REJECTION_MESSAGES.required}`,
    }),
    IsOptional(),
    IsString({ message: 'Reason must be text.' }),
  );
}
