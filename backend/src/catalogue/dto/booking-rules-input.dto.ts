import { ApiPropertyOptional } from '@nestjs/swagger';
import { registerDecorator } from 'class-validator';
import { BOOKING_RULE_LIMITS, BookingRules, bookingRulesProblems } from '@dw/contracts';

/** One field of a dress's booking rules, checked with the others (an inverted window is the last date's fault). */
export function IsBookingRule(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isBookingRule',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (_value: unknown, args) => !problemOf(args?.object, args?.property),
        defaultMessage: (args) => problemOf(args?.object, args?.property) ?? 'Invalid booking rule.',
      },
    });
}

const problemOf = (body: unknown, property: string | undefined): string | undefined =>
  bookingRulesProblems(body ?? {})[property as keyof BookingRules];

const { min, max } = BOOKING_RULE_LIMITS.minNoticeDays;

/** PUT /api/lender/listings/{id}/booking-rules: the whole rules; a field left out or null sets no limit. */
export class BookingRulesInputDto implements Partial<BookingRules> {
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: min, maximum: max, example: 7, description: 'Days of notice' })
  @IsBookingRule()
  minNoticeDays?: number | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2027-01-02', description: 'First start date' })
  @IsBookingRule()
  availableFrom?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2027-03-31', description: 'Last start date' })
  @IsBookingRule()
  availableUntil?: string | null;
}
