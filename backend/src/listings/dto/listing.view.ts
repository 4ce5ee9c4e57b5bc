import { ApiProperty } from '@nestjs/swagger';
import { LISTING_STATUSES, ListingStatus, ListingView } from '@dw/contracts';
import type { DressListing } from '../dress-listing.entity';

export class ListingViewDto implements ListingView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) lenderAccountId: string;
  @ApiProperty({ nullable: true, type: String, example: 'Amelia Hart' }) lenderName: string | null;
  @ApiProperty() name: string;
  @ApiProperty() brand: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: 'evening-gown' }) category: string;
  @ApiProperty({ example: 'excellent' }) condition: string;
  @ApiProperty({ example: 'gala-awards' }) occasion: string;
  @ApiProperty({ type: [String], example: ['10', '12'] }) sizes: string[];
  @ApiProperty({ example: '950.00' }) originalPrice: string;
  @ApiProperty({ example: '85.00' }) rentalPrice2Day: string;
  @ApiProperty({ example: '130.00' }) rentalPrice4Day: string;
  @ApiProperty() careInstructions: string;
  @ApiProperty({ type: [String] }) imageUrls: string[];
  @ApiProperty({ enum: LISTING_STATUSES }) status: ListingStatus;
  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'The catalogue product once live' })
  productId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the admin rejected it; null unless rejected' })
  rejectionReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** Entities never leave the API raw; the lender's name comes from LendersService. */
export function toListingView(l: DressListing, lenderName: string | null): ListingViewDto {
  return {
    id: l.id,
    lenderAccountId: l.lenderAccountId,
    lenderName,
    name: l.name,
    brand: l.brand,
    description: l.description,
    category: l.category,
    condition: l.condition,
    occasion: l.occasion,
    sizes: l.sizes,
    originalPrice: l.originalPrice,
    rentalPrice2Day: l.rentalPrice2Day,
    rentalPrice4Day: l.rentalPrice4Day,
    careInstructions: l.careInstructions,
    imageUrls: l.imageUrls,
    status: l.status,
    productId: l.productId,
    rejectionReason: l.rejectionReason,
    createdAt: l.createdAt.toISOString(),
  };
}
