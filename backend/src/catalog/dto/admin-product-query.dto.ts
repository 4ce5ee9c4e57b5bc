import { NamedListQueryDto } from '../../common/admin-list/named-list-query.dto';

/** The admin's product table; q matches the name or brand. Products have no status. */
export class AdminProductQueryDto extends NamedListQueryDto {}
