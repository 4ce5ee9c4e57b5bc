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
  @ApiProperty({ example: '65.00', description: 'One unit for this duration' }) unitPrice: string;
  @ApiProperty({ example: '65.00', description: 'unitPrice × quantity' }) lineTotal: string;
}

export class PromoProblemDto {
  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', example: 'PROMO_CODE_EXPIRED' }) code: ErrorCode;
  @ApiProperty({ example: 'The code SUMMER15 has expired.' }) message: string;
}

export class QuoteViewDto implements QuoteView {
  @ApiProperty({ type: [QuoteLineViewDto] }) lines: QuoteLineViewDto[];
  @ApiProperty({ example: '65.00', description: 'The rental fees: Σ unit price × quantity' }) subtotal: string;
  @ApiProperty({ example: '15.00' }) cleaningFee: string;
  @ApiProperty({ example: '8.00' }) insurance: string;
  @ApiProperty({ example: '10.00', description: "The promo code's discount, off the rental fees only; '0.00' without one" })
  discount: string;
  @ApiProperty({ example: '78.00', description: 'subtotal − discount + cleaningFee + insurance: what checkout charges' }) total: string;
  @ApiProperty({ type: String, nullable: true, example: 'GETDRESSED', description: 'The code applied; null when none applies' })
  promoCode: string | null;
  @ApiProperty({ type: PromoProblemDto, nullable: true, description: 'Why the code asked for cannot be used; null otherwise' })
  promoProblem: PromoProblemDto | null;
}
