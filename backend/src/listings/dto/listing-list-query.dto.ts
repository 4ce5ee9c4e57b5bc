import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LISTING_STATUSES, ListingStatus } from '@dw/contracts';
import { statusMessage } from '../../common/admin-list/admin-list-query.dto';
import { NamedListQueryDto } from '../../common/admin-list/named-list-query.dto';

/** The admin's dress listings; q matches the dress's name or brand or the lender's name. */
export class ListingListQueryDto extends NamedListQueryDto {
  @ApiPropertyOptional({ enum: LISTING_STATUSES })
  @IsOptional()
  @IsIn(LISTING_STATUSES, { message: statusMessage(LISTING_STATUSES) })
  status?: ListingStatus;
}
