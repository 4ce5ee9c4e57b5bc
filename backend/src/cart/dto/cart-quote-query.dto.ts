import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { PROMO_CODE_FORMAT_MESSAGE, PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN, normalisePromoCode } from '@dw/contracts';

export class CartQuoteQueryDto {
  @ApiPropertyOptional({
    example: 'GETDRESSED',
    maxLength: PROMO_CODE_MAX_LENGTH,
    description: 'A promo code to apply, any case; text that cannot be a code is refused (400)',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalisePromoCode(value) : value))
  @IsString({ message: PROMO_CODE_FORMAT_MESSAGE })
  @Matches(PROMO_CODE_PATTERN, { message: PROMO_CODE_FORMAT_MESSAGE })
  promoCode?: string;
}
