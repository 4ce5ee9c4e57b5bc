import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import {
  BookingKind,
  LENDER_BOOKING_WHEN,
  LenderBlockInput,
  LenderBooking,
  LenderBookingWhen,
  ORDER_STATUSES,
  OrderStatus,
} from '@dw/contracts';
import { BlockInputDto } from '../../availability/dto/block-input.dto';
import { PageQueryDto } from '../../common/paging/page-query.dto';

export class LenderBookingDto implements LenderBooking {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['order', 'block'] }) kind: BookingKind;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty({ example: 'midnight-velvet-gown' }) productSlug: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ format: 'date', description: 'First rental (or blocked) day' }) startDate: string;
  @ApiProperty({ format: 'date', description: 'Last rental (or blocked) day' }) endDate: string;
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true, type: String, description: "The order's status; null for a block" })
  orderStatus: OrderStatus | null;
  @ApiProperty({ nullable: true, type: String, example: '2C3D4E5F', description: 'The order reference; null for a block' })
  orderReference: string | null;
  @ApiProperty({ description: "The renter's free backup size: held, sent and returned with her rental, earning nothing" })
  isBackup: boolean;
}

export class LenderBookingsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LENDER_BOOKING_WHEN, default: 'upcoming', description: 'upcoming: ending today or later (UK day)' })
  @IsOptional()
  @IsIn(LENDER_BOOKING_WHEN, { message: `when must be one of ${LENDER_BOOKING_WHEN.join(', ')}.` })
  when?: LenderBookingWhen;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this dress (one of the lender’s live products)' })
  @IsOptional()
  @IsUUID('all', { message: 'productId must be the id of one of your live dresses.' })
  productId?: string;
}

/** The admin block's size and date rules, on one of the lender's own live dresses. */
export class LenderBlockInputDto extends PickType(BlockInputDto, ['size', 'startDate', 'endDate'] as const) implements LenderBlockInput {
  @ApiProperty({ format: 'uuid', description: 'One of the lender’s live products' })
  @IsUUID('all', { message: 'productId must be the id of one of your live dresses.' })
  productId: string;
}
