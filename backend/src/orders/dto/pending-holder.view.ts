import { ApiProperty } from '@nestjs/swagger';
import { BulkCancelView, OrderView, PendingHolderView } from '@dw/contracts';
import { OrderViewDto } from './order.view';

export class PendingHolderViewDto implements PendingHolderView {
  @ApiProperty({ type: [String], description: 'Normalised emails of the client’s pending orders' }) emails: string[];
  @ApiProperty({ type: [String], description: 'Normalised phone numbers' }) phones: string[];
  @ApiProperty({ type: [String], description: 'Client addresses the orders came from (IPv6 as its /64)' }) addresses: string[];
  @ApiProperty({ type: 'integer', description: 'Dresses held by these pending orders' }) units: number;
  @ApiProperty({ type: [OrderViewDto], description: 'The pending orders, oldest first' }) orders: OrderView[];
}

export class BulkCancelViewDto implements BulkCancelView {
  @ApiProperty({ type: [String], description: 'The orders this call cancelled (others were no longer pending)' })
  cancelled: string[];
}
