import { AdminListQueryDto } from '../../common/admin-list/admin-list-query.dto';

/** The Promotions tab: newest first, `q` matches the code or description. */
export class PromotionListQueryDto extends AdminListQueryDto {}
