import { Module } from '@nestjs/common';
import { LendersModule } from '../lenders/lenders.module';
import { ListingsModule } from '../listings/listings.module';
import { OrdersModule } from '../orders/orders.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The back office's views across modules (the dashboard summary); owns no table, reads through the owners' services. */
@Module({
  imports: [OrdersModule, LendersModule, ListingsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
