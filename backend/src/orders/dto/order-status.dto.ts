import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ORDER_STATUSES, OrderStatus } from '@dw/contracts';

export class OrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES, example: 'processing' })
  @IsIn(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}.` })
  status: OrderStatus;
}
