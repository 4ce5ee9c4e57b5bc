import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { type BookingRules, LISTING_STATUSES, type LenderListing, type ListingStatus } from '@dw/contracts';
import { BookingRulesDto } from '../../availability/dto/booking-rules.dto';
import { statusMessage } from '../../common/admin-list/admin-list-query.dto';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import type { DressListing } from '../dress-listing.entity';
import { ListingViewDto, toListingView } from './listing.view';

export class LenderListingDto extends ListingViewDto implements LenderListing {
  @ApiProperty({ nullable: true, type: String, example: 'midnight-velvet-gown', description: "The product page's slug once live" })
  productSlug: string | null;

  @ApiProperty({ nullable: true, type: BookingRulesDto, description: "The live dress's booking rules (null until live)" })
  bookingRules: BookingRules | null;
}

/** Her listings a page at a time, only those in one status when asked. */
export class LenderListingsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LISTING_STATUSES })
  @IsOptional()
  @IsIn(LISTING_STATUSES, { message: statusMessage(LISTING_STATUSES) })
  status?: ListingStatus;
}

/** `live`: the catalogue dress it was published as, while it exists. */
export function toLenderListing(
  l: DressListing,
  lenderName: string | null,
  live: { slug: string; bookingRules: BookingRules } | null,
): LenderListingDto {
  return { ...toListingView(l, lenderName), productSlug: live?.slug ?? null, bookingRules: live?.bookingRules ?? null };
}
