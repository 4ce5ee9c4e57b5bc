import { ApiProperty } from '@nestjs/swagger';
import type { AdminSummary } from '@dw/contracts';

export class AdminSummaryDto implements AdminSummary {
  @ApiProperty({
    example: '1234.00',
    description: 'Sum of order totals placed in the current UK calendar month, cancelled orders excluded',
  })
  monthlyRevenue: string;
  @ApiProperty({ type: 'integer', description: 'Orders pending or processing' }) activeOrders: number;
  @ApiProperty({ type: 'integer', description: 'Lender accounts awaiting review' }) pendingLenderAccounts: number;
  @ApiProperty({ type: 'integer', description: 'Dress listings awaiting review' }) pendingListings: number;
}
