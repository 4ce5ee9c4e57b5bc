import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityService } from './availability.service';
import { BookingChange } from './booking-change.entity';
import { Booking } from './booking.entity';
import { BookingsState } from './bookings-state.entity';
import { HoldLedgerService } from './hold-ledger.service';

/**
 * Bookings (bookings, bookings_state, booking_changes): the holds of order lines and admin blocks, and
 * the log each replica's hold ledger follows. The catalogue, cart, orders and the calendar
 * ask it, it asks none of them (they pass the products and name the order).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Booking, BookingsState, BookingChange])],
  providers: [AvailabilityService, HoldLedgerService],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
