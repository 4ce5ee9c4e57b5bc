import { ApiProperty } from '@nestjs/swagger';
import { ERROR_CODES, ErrorCode, QuoteLineView, QuoteView, RENTAL_DURATIONS, RentalDuration } from '@dw/contracts';

export class QuoteLineViewDto implements QuoteLineView {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: "The cart line's id; null for an order's line" })
  cartItemId: string | null;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ enum: RENTAL_DURATIONS, type: Number }) duration: RentalDuration;
  @ApiProperty({ type: 'integer', example: 1 }) quantity: number;
  @ApiProperty({ format: 'date', nullable: true, type: String }) startDate: string | null;
  @ApiProperty({ type: 'integer', example: 6500, description: 'One unit for this duration, in pence' }) unitPricePence: number;
  @ApiProperty({ type: 'integer', example: 6500, description: 'unitPricePence × quantity' }) lineTotalPence: number;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '12',
    description: 'A second size of the dress held free with this line for its dates (one unit, £0.00, never priced); null without one',
  })
  backupSize: string | null;
}

export class PromoProblemDto {
  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', example: 'PROMO_CODE_EXPIRED' }) code: ErrorCode;
  @ApiProperty({ example: 'The code SUMMER15 has expired.' }) message: string;
}

export class QuoteViewDto implements QuoteView {
  @ApiProperty({ type: [QuoteLineViewDto] }) lines: QuoteLineViewDto[];
  @ApiProperty({ type: 'integer', example: 6500, description: 'The rental fees in pence: Σ unit price × quantity' })
  subtotalPence: number;
  @ApiProperty({ type: 'integer', example: 1500 }) cleaningFeePence: number;
  @ApiProperty({ type: 'integer', example: 800 }) insurancePence: number;
  @ApiProperty({
    type: 'integer',
    example: 1000,
    description: "The promo code's discount in pence, off the rental fees only; 0 without one",
  })
  discountPence: number;
  @ApiProperty({
    type: 'integer',
    example: 7800,
    description: 'subtotalPence − discountPence + cleaningFeePence + insurancePence: what checkout charges, in pence',
  })
  totalPence: number;
  @ApiProperty({ type: String, nullable: true, example: 'GETDRESSED', description: 'The code applied; null when none applies' })
  promoCode: string | null;
  @ApiProperty({ type: PromoProblemDto, nullable: true, description: 'Why the code asked for cannot be used; null otherwise' })
  promoProblem: PromoProblemDto | null;
}
