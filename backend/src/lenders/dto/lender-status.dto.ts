import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import {
  REJECTION_MESSAGES,
  REJECTION_REASON_MAX,
  StatusChangeInput,
  LENDER_ACCOUNT_TRANSITIONS,
  LenderAccountStatus,
} from '@dw/contracts';

/** The statuses an admin can move an account to: every target of the transition table. */
const TARGETS = [...new Set(Object.values(LENDER_ACCOUNT_TRANSITIONS).flat())] as LenderAccountStatus[];

export class LenderStatusDto implements StatusChangeInput<LenderAccountStatus> {
  @ApiProperty({ enum: TARGETS, example: 'approved' })
  @IsIn(TARGETS, { message: `Status must be one of ${TARGETS.join(', ')}.` })
  status: LenderAccountStatus;

  /** Checked with the status by checkRejectionReason (400 REJECTION_REASON_REQUIRED), not here. */
  @ApiPropertyOptional({
    maxLength: REJECTION_REASON_MAX,
    example: 'The photos are too dark to judge the condition.',
    description: `When rejecting: why, shown to the lender and e-mailed (the admin's screen always asks; the API also takes none). Refused with any other status. ${REJECTION_MESSAGES.required}`,
  })
  @IsOptional()
  @IsString({ message: 'Reason must be text.' })
  reason?: string;
}
