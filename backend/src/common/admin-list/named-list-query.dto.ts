import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ADMIN_LIST_SORTS, AdminListSort } from '@dw/contracts';
import { AdminListQueryDto, sortMessage } from './admin-list-query.dto';

/** Lists sorted by creation date or name (lender accounts, dress listings, the admin's products). */
export class NamedListQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_LIST_SORTS, default: 'createdAt-desc' })
  @IsOptional()
  @IsIn(ADMIN_LIST_SORTS, { message: sortMessage(ADMIN_LIST_SORTS) })
  sort?: AdminListSort;
}

/** Column and direction of each sort; ties go by id in the same direction. */
export function namedSort(sort: AdminListSort | undefined, nameColumn: string): { column: string; direction: 'ASC' | 'DESC' } {
  switch (sort ?? 'createdAt-desc') {
    case 'createdAt-asc':
      return { column: 'createdAt', direction: 'ASC' };
    case 'name-asc':
      return { column: nameColumn, direction: 'ASC' };
    default:
      return { column: 'createdAt', direction: 'DESC' };
  }
}
