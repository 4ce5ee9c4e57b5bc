import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { CheckoutService } from './checkout.service';
import { IdempotencyRecord } from './idempotency-record.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** Exports OrdersService and the order repositories for features that read orders (availability). */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, IdempotencyRecord]),
    CatalogModule,
    AvailabilityModule,
    ListingsModule,
    NotificationsModule,
  ],
  controllers: [OrdersController],
  providers: [OrdersService, CheckoutService],
  exports: [OrdersService, TypeOrmModule],
})
export class OrdersModule {}
