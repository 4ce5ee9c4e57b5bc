import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { LATE_FEE_STATES, LateFeeState } from '@dw/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** The admin's late fees: all, or one state (owed: to collect), or one order's. */
export class LateFeeListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LATE_FEE_STATES, description: 'Only fees in this state (owed: declined or no card, to collect)' })
  @IsOptional()
  @IsIn(LATE_FEE_STATES, { message: `state must be one of ${LATE_FEE_STATES.join(', ')}.` })
  state?: LateFeeState;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this order's fees" })
  @IsOptional()
  @IsUUID('all', { message: 'orderId must be an order id.' })
  orderId?: string;
}
