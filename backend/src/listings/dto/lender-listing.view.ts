import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LISTING_STATUSES, type LenderListing, type ListingStatus } from '@dw/contracts';
import { statusMessage } from '../../common/admin-list/admin-list-query.dto';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import type { DressListing } from '../dress-listing.entity';
import { ListingViewDto, toListingView } from './listing.view';

export class LenderListingDto extends ListingViewDto implements LenderListing {
  @ApiProperty({ nullable: true, type: String, example: 'midnight-velvet-gown', description: "The product page's slug once live" })
  productSlug: string | null;
}

/** Her listings a page at a time, only those in one status when asked. */
export class LenderListingsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LISTING_STATUSES })
  @IsOptional()
  @IsIn(LISTING_STATUSES, { message: statusMessage(LISTING_STATUSES) })
  status?: ListingStatus;
}

export function toLenderListing(l: DressListing, lenderName: string | null, productSlug: string | null): LenderListingDto {
  return { ...toListingView(l, lenderName), productSlug };
}
