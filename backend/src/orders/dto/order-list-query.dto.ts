import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ORDER_LIST_SORTS, ORDER_STATUSES, OrderListSort, OrderStatus, PAYMENT_STATUSES, PaymentStatus } from '@dw/contracts';
import { AdminListQueryDto, sortMessage, statusMessage } from '../../common/admin-list/admin-list-query.dto';

/** The admin's orders list; q matches the customer's name or email, or the order reference (the id's last 8 characters). */
export class OrderListQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: ORDER_LIST_SORTS, default: 'createdAt-desc' })
  @IsOptional()
  @IsIn(ORDER_LIST_SORTS, { message: sortMessage(ORDER_LIST_SORTS) })
  sort?: OrderListSort;

  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: statusMessage(ORDER_STATUSES) })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, description: 'Only orders whose payment stands so' })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}.` })
  paymentStatus?: PaymentStatus;
}
