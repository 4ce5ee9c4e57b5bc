import { ApiProperty } from '@nestjs/swagger';
import {
  BookingRules,
  ProductView,
  RENTAL_DURATIONS,
  REVIEW_FITS,
  RatingSummary,
  RentalDuration,
  RentalPriceView,
  type ReviewFit,
  ratingSummary,
  rentalPrices,
} from '@dw/contracts';
import { BookingRulesDto } from '../../availability/dto/booking-rules.dto';
import { stockBySize } from '../../common/stock';
import { storedImageUrls } from '../domain/stored-images';
import type { Product } from '../product.entity';

export class RentalPriceViewDto implements RentalPriceView {
  @ApiProperty({ enum: RENTAL_DURATIONS, type: Number, example: 4 }) duration: RentalDuration;
  @ApiProperty({ example: '111.00', description: 'One unit for this many days, as the cart and checkout price it' }) price: string;
}

export class RatingSummaryDto implements RatingSummary {
  @ApiProperty({ type: 'integer', example: 12, description: 'Visible verified reviews' }) count: number;
  @ApiProperty({ type: Number, nullable: true, example: 4.3, description: 'Average stars, one decimal; null without reviews' })
  average: number | null;
  @ApiProperty({
    enum: REVIEW_FITS,
    nullable: true,
    description: "The fit most reviewers gave (a tie with 'true-to-size' is true to size; small and large tied: null)",
  })
  fit: ReviewFit | null;
}

export class ProductViewDto implements ProductView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'aurora-sequin-gown' }) slug: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ nullable: true, type: String }) brand: string | null;
  @ApiProperty({ example: 'evening-gown' }) category: string;
  @ApiProperty({ type: [String] }) occasions: string[];
  @ApiProperty({ example: '65.00' }) basePrice: string;
  @ApiProperty({ nullable: true, type: String, example: '110.00' }) rentalPrice4Day: string | null;
  @ApiProperty({ nullable: true, type: String, example: '450.00' }) retailPrice: string | null;
  @ApiProperty({ type: [String] }) imageUrls: string[];
  @ApiProperty({ nullable: true, type: String }) imageUrl: string | null;
  @ApiProperty({ type: [String] }) availableSizes: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { '8': 1, '10': 2 },
    description: 'Units of each available size',
  })
  stock: Record<string, number>;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    type: [RentalPriceViewDto],
    description: "The server's price for each rental length (2 and 4 days): basePrice, and rentalPrice4Day or the 4-day rule",
  })
  rentalPrices: RentalPriceViewDto[];
  @ApiProperty({ type: BookingRulesDto, description: 'Start dates outside these are refused (400 INVALID_START_DATE)' })
  bookingRules: BookingRulesDto;
  @ApiProperty({ type: RatingSummaryDto, description: 'Its visible verified reviews, summed' }) rating: RatingSummaryDto;
  @ApiProperty({ description: "The shop's own dress waits for the admin's answer to each booking (false: accepted at once)" })
  requiresApproval: boolean;
}

export const bookingRulesOf = (p: Pick<Product, 'minNoticeDays' | 'availableFrom' | 'availableUntil'>): BookingRules => ({
  minNoticeDays: p.minNoticeDays,
  availableFrom: p.availableFrom,
  availableUntil: p.availableUntil,
});

/** Entities never leave the API raw. */
export function toProductView(p: Product): ProductView {
  const imageUrls = storedImageUrls(p.imageUrls);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    brand: p.brand,
    category: p.category,
    occasions: p.occasions,
    basePrice: p.basePrice,
    rentalPrice4Day: p.rentalPrice4Day,
    retailPrice: p.retailPrice,
    imageUrls,
    imageUrl: imageUrls[0] ?? p.imageUrl ?? null,
    availableSizes: p.availableSizes,
    stock: stockBySize(p),
    createdAt: p.createdAt.toISOString(),
    rentalPrices: rentalPrices(p),
    bookingRules: bookingRulesOf(p),
    rating: ratingSummary({
      count: p.ratingCount,
      sum: p.ratingSum,
      fit: { 'runs-small': p.fitRunsSmall, 'true-to-size': p.fitTrueToSize, 'runs-large': p.fitRunsLarge },
    }),
    requiresApproval: p.requiresApproval,
  };
}
