import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LENDER_ACCOUNT_STATUSES, LenderAccountStatus } from '@dw/contracts';
import { statusMessage } from '../../common/admin-list/admin-list-query.dto';
import { NamedListQueryDto } from '../../common/admin-list/named-list-query.dto';

/** The admin's lender accounts; q matches the name or email. */
export class LenderListQueryDto extends NamedListQueryDto {
  @ApiPropertyOptional({ enum: LENDER_ACCOUNT_STATUSES })
  @IsOptional()
  @IsIn(LENDER_ACCOUNT_STATUSES, { message: statusMessage(LENDER_ACCOUNT_STATUSES) })
  status?: LenderAccountStatus;
}
