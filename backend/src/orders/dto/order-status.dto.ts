import { ORDER_STATUSES, OrderStatus } from '@dw/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class OrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES, example: 'processing' })
  @IsIn(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}.` })
  status: OrderStatus;
}
