import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { LendersModule } from '../lenders/lenders.module';
import { ListingsModule } from '../listings/listings.module';
import { OrdersModule } from '../orders/orders.module';
import { ProductCalendarController } from './product-calendar.controller';
import { CalendarService } from './calendar.service';
import { LenderBookingsController } from './lender-bookings.controller';
import { LenderBookingsService } from './lender-bookings.service';

/**
 * A product's days as the shop, the admin and the lender see them: composed above the catalogue (the
 * product and its stock), availability (the bookings), orders (the customers' names, the statuses)
 * and listings (which dresses are a lender's), which therefore never need each other. It owns no table.
 */
@Module({
  imports: [AvailabilityModule, CatalogueModule, OrdersModule, ListingsModule, LendersModule],
  controllers: [ProductCalendarController, LenderBookingsController],
  providers: [CalendarService, LenderBookingsService],
})
export class CalendarModule {}
