import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityService } from './availability.service';
import { Booking } from './booking.entity';

/**
 * Bookings: the holds of order lines and admin blocks. The catalogue, cart, orders and the calendar
 * ask it, it asks none of them (they pass the products and name the order).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Booking])],
  providers: [AvailabilityService],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
