import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateBy, ValidationArguments } from 'class-validator';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_SEARCH_MAX_LENGTH, PAGE_SIZE_MAX, isIsoDate } from '@dw/contracts';
import { PageQueryDto } from '../paging/page-query.dto';

/** `to` may not be before `from` (both 'YYYY-MM-DD', so text order is date order). */
function NotBeforeFrom(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'notBeforeFrom',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const from = (args?.object as { from?: unknown } | undefined)?.from;
        return typeof value !== 'string' || typeof from !== 'string' || !isIsoDate(from) || value >= from;
      },
      defaultMessage: () => message,
    },
  });
}

function IsIsoDay(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'isIsoDay',
    validator: { validate: (v: unknown) => typeof v === 'string' && isIsoDate(v), defaultMessage: () => message },
  });
}

/**
 * The parameters every server-paged admin table takes: the paging every list shares, more rows a
 * page, and the date range and search; each list adds its own `sort` and `status`. Query values
 * stay text (nothing is converted silently); listWindow() reads them.
 */
export class AdminListQueryDto extends PageQueryDto {
  // Only the documented default differs from PageQueryDto's: the validation is the same.
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: PAGE_SIZE_MAX,
    default: ADMIN_PAGE_SIZE_DEFAULT,
    description: 'Rows per page',
  })
  override pageSize?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-07-01', description: 'Created on or after this UK day' })
  @IsOptional()
  @IsIsoDay('from must be a date written YYYY-MM-DD.')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-07-31', description: 'Created on or before this UK day (not before from)' })
  @IsOptional()
  @IsIsoDay('to must be a date written YYYY-MM-DD.')
  @NotBeforeFrom('to must not be before from.')
  to?: string;

  @ApiPropertyOptional({ maxLength: ADMIN_SEARCH_MAX_LENGTH, description: 'Search text' })
  @IsOptional()
  @IsString({ message: 'q must be text.' })
  @MaxLength(ADMIN_SEARCH_MAX_LENGTH, { message: `q must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.` })
  q?: string;
}

/** The `sort` and `status` a list takes, as validation messages naming the field. */
export const sortMessage = (sorts: readonly string[]) => `sort must be one of ${sorts.join(', ')}.`;
export const statusMessage = (statuses: readonly string[]) => `status must be one of ${statuses.join(', ')}.`;
