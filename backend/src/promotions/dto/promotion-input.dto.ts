import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  PROMO_CODE_PATTERN,
  PROMO_DESCRIPTION_MAX_LENGTH,
  PROMO_PERCENT,
  PROMOTION_KINDS,
  PromotionInput,
  PromotionKind,
  normalisePromoCode,
} from '@dw/contracts';
import { IsDay, IsMoney } from '../../common/validators';

const CODE_MESSAGE = 'A code is 3 to 32 letters, digits, - or _, starting with a letter or digit.';
const LIMIT_MESSAGE = (what: string) => `${what} must be a whole number of at least 1, or empty for no limit.`;
const DAY_MESSAGE = (what: string) => `${what} must be a date written YYYY-MM-DD.`;
const MONEY = { type: String, nullable: true, pattern: '^\\d+(\\.\\d{1,2})?$' };
/** Optional limits are checked only when given; null clears one. */
const isSet = (field: keyof PromotionInput) => (o: PromotionInput) => o[field] !== undefined && o[field] !== null;

/**
 * A promotion as the admin creates or edits it: a fixed amount (`amountOff`) or a whole percentage
 * (`percentOff`) off the rental fees, with optional limits. Null clears a limit.
 */
export class PromotionInputDto implements PromotionInput {
  @ApiProperty({ example: 'SUMMER15', pattern: PROMO_CODE_PATTERN.source, description: 'Stored upper case' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalisePromoCode(value) : value))
  @IsString({ message: CODE_MESSAGE })
  @Matches(PROMO_CODE_PATTERN, { message: CODE_MESSAGE })
  code: string;

  @ApiPropertyOptional({ maxLength: PROMO_DESCRIPTION_MAX_LENGTH, example: '15% off summer rentals' })
  @IsOptional()
  @IsString({ message: 'Description must be text.' })
  @MaxLength(PROMO_DESCRIPTION_MAX_LENGTH, { message: `Description must be at most ${PROMO_DESCRIPTION_MAX_LENGTH} characters.` })
  description?: string;

  @ApiProperty({ enum: PROMOTION_KINDS })
  @IsIn(PROMOTION_KINDS, { message: 'Kind must be fixed or percent.' })
  kind: PromotionKind;

  @ApiPropertyOptional({ ...MONEY, example: '10.00', description: 'Required for a fixed promotion' })
  @ValidateIf((o: PromotionInputDto) => o.kind === 'fixed' || isSet('amountOff')(o))
  @IsMoney(0.01, { message: 'A fixed promotion needs an amount off, such as 10.00.' })
  amountOff?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: PROMO_PERCENT.min, maximum: PROMO_PERCENT.max })
  @ValidateIf((o: PromotionInputDto) => o.kind === 'percent' || isSet('percentOff')(o))
  @IsInt({ message: `A percentage promotion needs a whole percent from ${PROMO_PERCENT.min} to ${PROMO_PERCENT.max}.` })
  @Min(PROMO_PERCENT.min, { message: `A percentage promotion needs a whole percent from ${PROMO_PERCENT.min} to ${PROMO_PERCENT.max}.` })
  @Max(PROMO_PERCENT.max, { message: `A percentage promotion needs a whole percent from ${PROMO_PERCENT.min} to ${PROMO_PERCENT.max}.` })
  percentOff?: number | null;

  @ApiPropertyOptional({ ...MONEY, example: '100.00', description: 'Least rental fees the code needs; null for none' })
  @ValidateIf(isSet('minSpend'))
  @IsMoney(0.01, { message: 'Minimum spend must be an amount in pounds, such as 100.00, or empty.' })
  minSpend?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'First UK day it can be used; null from now' })
  @ValidateIf(isSet('validFrom'))
  @IsDay(DAY_MESSAGE('Valid from'))
  validFrom?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'Last UK day it can be used; null for no end' })
  @ValidateIf(isSet('validTo'))
  @IsDay(DAY_MESSAGE('Valid to'))
  validTo?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1 })
  @ValidateIf(isSet('totalLimit'))
  @IsInt({ message: LIMIT_MESSAGE('Total redemptions') })
  @Min(1, { message: LIMIT_MESSAGE('Total redemptions') })
  @Max(1_000_000, { message: LIMIT_MESSAGE('Total redemptions') })
  totalLimit?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1 })
  @ValidateIf(isSet('perRenterLimit'))
  @IsInt({ message: LIMIT_MESSAGE('Redemptions per renter') })
  @Min(1, { message: LIMIT_MESSAGE('Redemptions per renter') })
  @Max(1_000, { message: LIMIT_MESSAGE('Redemptions per renter') })
  perRenterLimit?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'First order only must be true or false.' })
  firstOrderOnly?: boolean;
}
