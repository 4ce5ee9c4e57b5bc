import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { AVAILABILITY_MESSAGES, CART_QUANTITY, CartLineChange, UK_SIZES } from '@dw/contracts';
import { IsDay } from '../../common/validators';
import { QUANTITY_MESSAGE } from '../domain/cart-line';

/**
 * A new quantity for a line, and optionally its start date (an undated line gets its dates here);
 * to drop a line the shop sends DELETE (in the shop, 0 or less removes it).
 */
export class CartQuantityDto implements CartLineChange {
  @ApiProperty({ type: 'integer', minimum: CART_QUANTITY.min, maximum: CART_QUANTITY.max, example: 2 })
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(CART_QUANTITY.min, { message: QUANTITY_MESSAGE })
  @Max(CART_QUANTITY.max, { message: QUANTITY_MESSAGE })
  quantity: number;

  @ApiPropertyOptional({ format: 'date', example: '2030-06-12', description: 'A new first rental day for the line' })
  // Left out keeps the line's date; null is not a date (a line cannot be un-dated), so it is refused.
  @ValidateIf((o: { startDate?: unknown }) => o.startDate !== undefined)
  @IsDay(AVAILABILITY_MESSAGES.invalidDate)
  startDate?: string;

  @ApiPropertyOptional({
    enum: UK_SIZES,
    nullable: true,
    type: String,
    example: '12',
    description: 'A free backup size for the line (another size of the dress, same dates); null removes it, left out keeps it',
  })
  // null is allowed here: it is how the cart's "remove" takes the backup off the line.
  @ValidateIf((o: { backupSize?: unknown }) => o.backupSize !== undefined && o.backupSize !== null)
  @IsIn(UK_SIZES, { message: 'Backup size must be a UK size from 4 to 22.' })
  backupSize?: string | null;
}
