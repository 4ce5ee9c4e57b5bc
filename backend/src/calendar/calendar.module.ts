import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogModule } from '../catalog/catalog.module';
import { OrdersModule } from '../orders/orders.module';
import { AvailabilityController } from './availability.controller';
import { CalendarService } from './calendar.service';

/**
 * A product's days as the shop and the admin see them: composed above the catalogue (the product
 * and its stock), availability (the bookings) and orders (the customers' names), which therefore
 * never need each other. It owns no table.
 */
@Module({
  imports: [AvailabilityModule, CatalogModule, OrdersModule],
  controllers: [AvailabilityController],
  providers: [CalendarService],
})
export class CalendarModule {}
