import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LENDER_ACCOUNT_TRANSITIONS, LenderAccountStatus } from '@dw/contracts';

/** The statuses an admin can move an account to: every target of the transition table. */
const TARGETS = [...new Set(Object.values(LENDER_ACCOUNT_TRANSITIONS).flat())] as LenderAccountStatus[];

export class LenderStatusDto {
  @ApiProperty({ enum: TARGETS, example: 'approved' })
  @IsIn(TARGETS, { message: `Status must be one of ${TARGETS.join(', ')}.` })
  status: LenderAccountStatus;
}
