import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PROMO_CODE_MAX_LENGTH } from '@dw/contracts';

export class CartQuoteQueryDto {
  @ApiPropertyOptional({ example: 'GETDRESSED', maxLength: PROMO_CODE_MAX_LENGTH, description: 'A promo code to apply, any case' })
  @IsOptional()
  @IsString({ message: 'promoCode must be a single code.' })
  @MaxLength(PROMO_CODE_MAX_LENGTH, { message: `A promo code is at most ${PROMO_CODE_MAX_LENGTH} characters.` })
  promoCode?: string;
}
