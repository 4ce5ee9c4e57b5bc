import { Injectable } from '@nestjs/common';
import type { AdminSummary } from '@dw/contracts';
import { LendersService } from '../lenders/lenders.service';
import { ListingsService } from '../listings/listings.service';
import { OrdersService } from '../orders/orders.service';

/**
 * The dashboard's figures: each module counts its own rows in SQL (orders read their running tallies,
 * docs/decisions/0025-admin-orders-at-scale.md), this only puts them side by side.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly orders: OrdersService,
    private readonly lenders: LendersService,
    private readonly listings: ListingsService,
  ) {}

  async summary(now: Date = new Date()): Promise<AdminSummary> {
    const [monthlyRevenue, activeOrders, pendingLenderAccounts, pendingListings] = await Promise.all([
      this.orders.monthRevenue(now),
      this.orders.activeCount(),
      this.lenders.pendingCount(),
      this.listings.pendingCount(),
    ]);
    return { monthlyRevenue, activeOrders, pendingLenderAccounts, pendingListings };
  }
}
