import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BookingKind, BookingView, ProductAvailabilityView, ProductCalendarView, SizeAvailability } from '@dw/contracts';
import { BookingRulesDto } from './booking-rules.dto';
import type { Booking } from '../booking.entity';

export class SizeAvailabilityDto implements SizeAvailability {
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ type: 'integer', example: 1 }) units: number;
  @ApiProperty({ type: [String], format: 'date', description: 'Days on which every unit of the size is held' }) fullDays: string[];
}

export class ProductAvailabilityViewDto implements ProductAvailabilityView {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ format: 'date', description: 'Today in the UK' }) today: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ type: [SizeAvailabilityDto] }) sizes: SizeAvailabilityDto[];
  @ApiProperty({ type: BookingRulesDto, description: "The dress's own notice and start-date window" }) bookingRules: BookingRulesDto;
}

export class BookingViewDto implements BookingView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ type: 'integer' }) units: number;
  @ApiProperty({ enum: ['order', 'block'] }) kind: BookingKind;
  @ApiProperty({ format: 'date', description: 'First rental (or blocked) day' }) startDate: string;
  @ApiProperty({ format: 'date', description: 'Last rental (or blocked) day' }) endDate: string;
  @ApiProperty({ format: 'date', description: 'First day the units are held (dispatch)' }) holdFrom: string;
  @ApiProperty({ format: 'date', description: 'Last day the units are held (return and cleaning)' }) holdUntil: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) orderId: string | null;
  @ApiProperty({ nullable: true, type: String }) customerName: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ description: "An order's free backup size: held with the order, earns nothing" }) isBackup: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ProductCalendarViewDto implements ProductCalendarView {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { '10': 1 } }) stock: Record<string, number>;
  @ApiProperty({ type: [BookingViewDto] }) bookings: BookingViewDto[];
}

export function toBookingView(b: Booking, customerName: string | null): BookingView {
  return {
    id: b.id,
    productId: b.productId,
    size: b.size,
    units: b.units,
    kind: b.kind,
    startDate: b.startDate,
    endDate: b.endDate,
    holdFrom: b.holdFrom,
    holdUntil: b.holdUntil,
    orderId: b.orderId,
    customerName,
    note: b.note,
    // Boolean(): after an insert MariaDB hands the column's default back as the raw tinyint 0.
    isBackup: Boolean(b.isBackup),
    createdAt: b.createdAt.toISOString(),
  };
}
