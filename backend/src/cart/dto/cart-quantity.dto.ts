import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { CART_QUANTITY } from '@dw/contracts';
import { QUANTITY_MESSAGE } from '../domain/cart-line';

/** A new quantity for a line; to drop a line the shop sends DELETE (spec §5: 0 or less removes it). */
export class CartQuantityDto {
  @ApiProperty({ type: 'integer', minimum: CART_QUANTITY.min, maximum: CART_QUANTITY.max, example: 2 })
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(CART_QUANTITY.min, { message: QUANTITY_MESSAGE })
  @Max(CART_QUANTITY.max, { message: QUANTITY_MESSAGE })
  quantity: number;
}
