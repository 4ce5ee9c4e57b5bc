import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { Booking } from './booking.entity';
import { CalendarService } from './calendar.service';

/** Stock per size and bookings; the catalogue, cart and orders ask it, it asks none of them. */
@Module({
  imports: [TypeOrmModule.forFeature([Booking])],
  controllers: [AvailabilityController],
  providers: [AvailabilityService, CalendarService],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
