import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_RULE_LIMITS, BookingRules } from '@dw/contracts';

/** A dress's notice and start-date window, as the product, its availability and the lender's listing show them. */
export class BookingRulesDto implements BookingRules {
  @ApiProperty({
    nullable: true,
    type: 'integer',
    minimum: BOOKING_RULE_LIMITS.minNoticeDays.min,
    maximum: BOOKING_RULE_LIMITS.minNoticeDays.max,
    example: 7,
    description: "Days of notice before a rental starts; null: the shop's standard dispatch days",
  })
  minNoticeDays: number | null;
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'First start date it can be rented for' })
  availableFrom: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date', description: 'Last start date it can be rented for' })
  availableUntil: string | null;
}
