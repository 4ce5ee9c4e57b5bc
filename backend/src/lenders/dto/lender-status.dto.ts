import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { StatusChangeInput, LENDER_ACCOUNT_TRANSITIONS, LenderAccountStatus } from '@dw/contracts';
import { RejectionReasonProperty } from '../../common/rejection-reason';

/** The statuses an admin can move an account to: every target of the transition table. */
const TARGETS = [...new Set(Object.values(LENDER_ACCOUNT_TRANSITIONS).flat())] as LenderAccountStatus[];

export class LenderStatusDto implements StatusChangeInput<LenderAccountStatus> {
  @ApiProperty({ enum: TARGETS, example: 'approved' })
  @IsIn(TARGETS, { message: `Status must be one of ${TARGETS.join(', ')}.` })
  status: LenderAccountStatus;

  @RejectionReasonProperty()
  reason?: string;
}
