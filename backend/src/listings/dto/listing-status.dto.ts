import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { StatusChangeInput, LISTING_TRANSITIONS, ListingStatus } from '@dw/contracts';
import { RejectionReasonProperty } from '../../common/rejection-reason';

/** approve, reject, make live: every target of the transition table. */
const TARGETS = [...new Set(Object.values(LISTING_TRANSITIONS).flat())] as ListingStatus[];

export class ListingStatusDto implements StatusChangeInput<ListingStatus> {
  @ApiProperty({ enum: TARGETS, example: 'approved' })
  @IsIn(TARGETS, { message: `Status must be one of ${TARGETS.join(', ')}.` })
  status: ListingStatus;

  @RejectionReasonProperty()
  reason?: string;
}
