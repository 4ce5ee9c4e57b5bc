import { ApiProperty } from '@nestjs/swagger';
import type { LenderListing } from '@dw/contracts';
import type { DressListing } from '../dress-listing.entity';
import { ListingViewDto, toListingView } from './listing.view';

export class LenderListingDto extends ListingViewDto implements LenderListing {
  @ApiProperty({ nullable: true, type: String, example: 'midnight-velvet-gown', description: "The product page's slug once live" })
  productSlug: string | null;
}

export class LenderListingPageDto {
  @ApiProperty({ type: [LenderListingDto] }) items: LenderListingDto[];
  @ApiProperty({ type: 'integer', description: "The lender's listings in all" }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
  @ApiProperty({ type: 'integer', description: 'Of all her listings, how many are live in the shop' }) liveCount: number;
}

export function toLenderListing(l: DressListing, lenderName: string | null, productSlug: string | null): LenderListingDto {
  return { ...toListingView(l, lenderName), productSlug };
}
