import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  CARRIER_IDS,
  CONDITION_NOTE_MAX,
  CONDITION_PHOTOS_MAX,
  RETURN_CONDITIONS,
  ReturnCondition,
  CarrierId,
  DEFAULT_CARRIER,
  ORDER_STATUSES,
  OrderStatus,
  TRACKING_MESSAGES,
  TRACKING_REFERENCE_PATTERN,
  normaliseTrackingReference,
} from '@dw/contracts';
import { IsDay, trim } from '../../common/validators';

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

  @ApiPropertyOptional({
    format: 'date',
    description:
      'Only with status completed (else 400): the UK day the dresses came back; default today, never in the future or before the dispatch',
  })
  @IsOptional()
  @IsDay('receivedOn must be a date written YYYY-MM-DD.')
  receivedOn?: string;

  @ApiPropertyOptional({
    enum: RETURN_CONDITIONS,
    description: 'Only with status completed (else 400): how the dresses came back; default as-sent',
  })
  @IsOptional()
  @IsIn(RETURN_CONDITIONS, { message: `condition must be one of ${RETURN_CONDITIONS.join(', ')}.` })
  condition?: ReturnCondition;

  @ApiPropertyOptional({ maxLength: CONDITION_NOTE_MAX, description: "With processing or completed: the condition record's note" })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'note must be text.' })
  @MaxLength(CONDITION_NOTE_MAX, { message: `note must be at most ${CONDITION_NOTE_MAX} characters.` })
  note?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: CONDITION_PHOTOS_MAX,
    example: ['/objects/uploads/3f1c2d4e-0000-4000-8000-000000000000'],
    description: "With processing or completed: the condition record's photos, uploaded by the admin (POST /api/objects/upload)",
  })
  @IsOptional()
  @IsArray({ message: 'photos must be a list of uploaded image paths.' })
  @ArrayMaxSize(CONDITION_PHOTOS_MAX, { message: `photos may hold at most ${CONDITION_PHOTOS_MAX} images.` })
  @IsString({ each: true, message: 'photos must be a list of uploaded image paths.' })
  photos?: string[];
}
