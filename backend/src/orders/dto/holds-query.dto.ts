import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { ADMIN_PAGE_SIZE_MAX, PENDING_HOLDERS_PAGE_SIZE_DEFAULT } from '@dw/contracts';
import { AdminListQueryDto } from '../../common/admin-list/admin-list-query.dto';

/**
 * Holds by client takes only the admin lists' paging: the groups are computed over every pending
 * order, so there is nothing to filter by date or search. Validation is AdminListQueryDto's.
 */
export class HoldsQueryDto extends PickType(AdminListQueryDto, ['page', 'pageSize'] as const) {
  // Only the documented default differs: a row is a client with all their orders.
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: ADMIN_PAGE_SIZE_MAX,
    default: PENDING_HOLDERS_PAGE_SIZE_DEFAULT,
    description: 'Clients per page',
  })
  override pageSize?: string;
}
