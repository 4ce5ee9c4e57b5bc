import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PRODUCT_LIST_SORTS, ProductListSort } from '@dw/contracts';
import { AdminListQueryDto, sortMessage } from '../../common/admin-list/admin-list-query.dto';

/** The admin's product table; q matches the name, brand or category (slug or label). Products have no status. */
export class AdminProductQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: PRODUCT_LIST_SORTS, default: 'createdAt-desc', description: 'price sorts by the 2-day price' })
  @IsOptional()
  @IsIn(PRODUCT_LIST_SORTS, { message: sortMessage(PRODUCT_LIST_SORTS) })
  sort?: ProductListSort;
}
