import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { AVAILABILITY_MESSAGES, CART_QUANTITY, NOTICES, RENTAL_DURATIONS, RentalDuration, UK_SIZES, noticeText } from '@dw/contracts';
import { IsDay } from '../../common/validators';
import { DURATION_MESSAGE, QUANTITY_MESSAGE } from '../domain/cart-line';

/**
 * What a cart line and an order line have in common: one dress, in one size, for one duration,
 * from one start date. The original API's payloads carry no line date: a cart line without one is kept
 * until the shopper picks it, an order line without one takes the order's rentalStartDate.
 * Types are strict: "2" is not 2 (the pipe converts nothing).
 */
export class RentalLineDto {
  @ApiProperty({ format: 'uuid', description: 'An existing product id; unknown ids answer 404' })
  @IsString({ message: 'Product id must be text.' })
  @IsNotEmpty({ message: 'Product id is required.' })
  productId: string;

  @ApiProperty({ enum: UK_SIZES, example: '10', description: "One of the product's availableSizes" })
  @IsString({ message: noticeText(NOTICES.sizeRequired) })
  @IsNotEmpty({ message: noticeText(NOTICES.sizeRequired) })
  @IsIn(UK_SIZES, { message: 'Size must be a UK size from 4 to 22.' })
  size: string;

  @ApiProperty({ enum: RENTAL_DURATIONS, type: Number, example: 2, description: 'Rental length in days' })
  @IsIn(RENTAL_DURATIONS, { message: DURATION_MESSAGE })
  duration: RentalDuration;

  @ApiProperty({ type: 'integer', minimum: CART_QUANTITY.min, maximum: CART_QUANTITY.max, example: 1 })
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(CART_QUANTITY.min, { message: QUANTITY_MESSAGE })
  @Max(CART_QUANTITY.max, { message: QUANTITY_MESSAGE })
  quantity: number;

  @ApiPropertyOptional({
    format: 'date',
    example: '2030-06-12',
    description:
      'First rental day (the event date): 2 days from today at the soonest. Optional: a cart line is kept undated until it is chosen; an order line takes order.rentalStartDate',
  })
  @IsOptional()
  @IsDay(AVAILABILITY_MESSAGES.invalidDate)
  startDate?: string;

  @ApiPropertyOptional({
    enum: UK_SIZES,
    example: '12',
    description:
      "A free backup size: another of the product's sizes, one unit held for the same dates and sent with this line at £0 (one per dress). Left out: none",
  })
  @IsOptional()
  @IsIn(UK_SIZES, { message: 'Backup size must be a UK size from 4 to 22.' })
  backupSize?: string;
}
