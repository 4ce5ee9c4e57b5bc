import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { CartModule } from '../cart/cart.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { JobsModule } from '../jobs/jobs.module';
import { LendersModule } from '../lenders/lenders.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PricingModule } from '../pricing/pricing.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { ReturnsModule } from '../returns/returns.module';
import { CheckoutService } from './checkout.service';
import { ClientHoldsService } from './client-holds.service';
import { HoldLock } from './hold-lock.entity';
import { IdempotencyRecord } from './idempotency-record.entity';
import { OrderItem } from './order-item.entity';
import { OrderLinks } from './order-links';
import { OrderPaymentHooks } from './order-payment-hooks';
import { OrderProcess } from './order-process';
import { OrderReceiptsService } from './order-receipts.service';
import { OrderTally } from './order-tally.entity';
import { OrderWord } from './order-word.entity';
import { Order } from './order.entity';
import { AdminRequestsController } from './line-requests/admin-requests.controller';
import { LenderRequestsController } from './line-requests/lender-requests.controller';
import { RequestExpiryJob } from './line-requests/request-expiry.job';
import { LineRequestsService } from './line-requests.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { LateFee } from './late-fees/late-fee.entity';
import { LateFeeViews } from './late-fees/late-fee-views';
import { LateFeesAdminController } from './late-fees/late-fees-admin.controller';
import { LateFeesJob } from './late-fees/late-fees.job';
import { LateFeesService } from './late-fees/late-fees.service';
import { OwedAdminController } from './late-fees/owed-admin.controller';
import { ReturnRemindersJob } from './return-reminders.job';
import { ReturnRemindersService } from './return-reminders.service';

/** Owns orders, order_items, order_words, order_tallies, idempotency_keys and late_fees; the calendar reads customers' names through OrdersService. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderWord, OrderTally, IdempotencyRecord, HoldLock, LateFee]),
    CatalogueModule,
    AvailabilityModule,
    JobsModule,
    CartModule,
    LendersModule,
    ListingsModule,
    NotificationsModule,
    PayoutsModule,
    PricingModule,
    PromotionsModule,
    PaymentsModule,
    ReturnsModule,
  ],
  controllers: [OrdersController, LateFeesAdminController, OwedAdminController, AdminRequestsController, LenderRequestsController],
  providers: [
    OrdersService,
    CheckoutService,
    ClientHoldsService,
    OrderProcess,
    OrderLinks,
    OrderPaymentHooks,
    ReturnRemindersService,
    ReturnRemindersJob,
    LateFeesService,
    LateFeeViews,
    LateFeesJob,
    OrderReceiptsService,
    LineRequestsService,
    RequestExpiryJob,
  ],
  exports: [OrdersService, OrderReceiptsService, LineRequestsService],
})
export class OrdersModule {}
