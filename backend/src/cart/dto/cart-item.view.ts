import { ApiProperty } from '@nestjs/swagger';
import {
  AVAILABILITY_MESSAGES,
  CartItemView,
  ProductView,
  RENTAL_DURATIONS,
  RentalDuration,
  formatPence,
  rentalSchedule,
  unitPricePence,
} from '@dw/contracts';
import type { CartItem } from '../cart-item.entity';

export class CartProductSummaryDto {
  @ApiProperty() name: string;
  @ApiProperty({ example: 'aurora-sequin-gown' }) slug: string;
  @ApiProperty({ example: '65.00' }) basePrice: string;
  @ApiProperty({ nullable: true, type: String, description: 'The main image' }) imageUrl: string | null;
}

export class CartItemViewDto implements CartItemView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() sessionId: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ enum: RENTAL_DURATIONS, type: Number }) duration: RentalDuration;
  @ApiProperty({ type: 'integer', example: 1 }) quantity: number;
  @ApiProperty({ format: 'date', nullable: true, type: String, description: 'First rental day' }) startDate: string | null;
  @ApiProperty({ format: 'date', nullable: true, type: String, description: 'Last rental day' }) endDate: string | null;
  @ApiProperty({ format: 'date', nullable: true, type: String, description: 'The day the dress goes back in the post' })
  returnDate: string | null;
  @ApiProperty({ description: 'False when the dates can no longer be booked' }) available: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'No longer available for these dates' }) unavailableReason: string | null;
  @ApiProperty({ example: '111.00', description: 'One unit for this duration, computed by the server' }) unitPrice: string;
  @ApiProperty({
    type: 'integer',
    example: 2,
    description:
      "The most units this line may hold: those free for its dates with the cart's other lines counted, at most the per-line cap",
  })
  maxQuantity: number;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '12',
    description: 'A second size held free with this line for the same dates (one unit, £0); null without one',
  })
  backupSize: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'No longer available for these dates',
    description:
      "Why the line's backup size can no longer be held for its dates (the renter removes it); null when it can, or there is none",
  })
  backupUnavailableReason: string | null;
  @ApiProperty({ type: CartProductSummaryDto }) product: CartProductSummaryDto;
}

/**
 * The price is always computed from the line's product (the catalogue's view of it), never stored.
 * `unavailableReason` is null when the line can still be booked as it stands.
 */
export function toCartItemView(
  line: CartItem,
  product: ProductView,
  unavailableReason: string | null,
  maxQuantity: number,
  backupTaken = false,
): CartItemView {
  const duration = line.duration as RentalDuration;
  const schedule = line.startDate ? rentalSchedule({ start: line.startDate, duration }) : null;
  return {
    id: line.id,
    sessionId: line.sessionId,
    productId: line.productId,
    size: line.size,
    duration,
    quantity: line.quantity,
    startDate: line.startDate,
    endDate: schedule?.end ?? null,
    returnDate: schedule?.returnPost ?? null,
    available: unavailableReason === null,
    unavailableReason,
    unitPrice: formatPence(unitPricePence(product, duration)),
    maxQuantity,
    backupSize: line.backupSize,
    backupUnavailableReason: line.backupSize && backupTaken ? AVAILABILITY_MESSAGES.lineUnavailable : null,
    product: {
      name: product.name,
      slug: product.slug,
      basePrice: product.basePrice,
      imageUrl: product.imageUrl,
    },
  };
}
