import { PageQueryDto } from '../../common/paging/page-query.dto';

/**
 * Holds by client takes only the paging every list shares (PAGE_SIZE_DEFAULT clients a page: a row is
 * a client with all their orders): the groups are computed over every pending order, so there is
 * nothing to filter by date or search.
 */
export class HoldsQueryDto extends PageQueryDto {}
