import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import {
  CARRIER_IDS,
  CarrierId,
  DEFAULT_CARRIER,
  ORDER_STATUSES,
  OrderStatus,
  TRACKING_MESSAGES,
  TRACKING_REFERENCE_PATTERN,
  normaliseTrackingReference,
} from '@dw/contracts';

export class OrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES, example: 'processing' })
  @IsIn(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}.` })
  status: OrderStatus;

  @ApiPropertyOptional({
    enum: CARRIER_IDS,
    example: DEFAULT_CARRIER,
    description: `Only with status processing (else 400). Who carries the parcel; ${DEFAULT_CARRIER} when a tracking reference is given without one`,
  })
  @IsOptional()
  @IsIn(CARRIER_IDS, { message: TRACKING_MESSAGES.carrier })
  carrier?: CarrierId;

  @ApiPropertyOptional({
    example: 'AB123456789GB',
    pattern: TRACKING_REFERENCE_PATTERN.source,
    description:
      'Only with status processing (else 400). The parcel reference as printed on the label: spaces are removed and letters upper-cased, then 8-30 of A-Z and 0-9',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normaliseTrackingReference(value) ?? value) : value))
  @IsString({ message: TRACKING_MESSAGES.reference })
  @Matches(TRACKING_REFERENCE_PATTERN, { message: TRACKING_MESSAGES.reference })
  trackingReference?: string;
}
