import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { REJECTION_MESSAGES, REJECTION_REASON_MAX, StatusChangeInput, LISTING_TRANSITIONS, ListingStatus } from '@dw/contracts';

/** approve, reject, make live: every target of the transition table. */
const TARGETS = [...new Set(Object.values(LISTING_TRANSITIONS).flat())] as ListingStatus[];

export class ListingStatusDto implements StatusChangeInput<ListingStatus> {
  @ApiProperty({ enum: TARGETS, example: 'approved' })
  @IsIn(TARGETS, { message: `Status must be one of ${TARGETS.join(', ')}.` })
  status: ListingStatus;

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
