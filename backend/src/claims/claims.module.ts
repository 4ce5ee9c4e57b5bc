import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LendersModule } from '../lenders/lenders.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { ReturnsModule } from '../returns/returns.module';
import { Claim } from './claim.entity';
import { ClaimsAdminController } from './claims-admin.controller';
import { ClaimsService } from './claims.service';
import { LenderClaimsController } from './lender-claims.controller';
import { RenterClaimsController } from './renter-claims.controller';

/** Owns claims: damage claims on returned rentals, and the lender's "received" on her bookings. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Claim]),
    OrdersModule,
    ReturnsModule,
    PayoutsModule,
    PaymentsModule,
    NotificationsModule,
    LendersModule,
  ],
  controllers: [ClaimsAdminController, LenderClaimsController, RenterClaimsController],
  providers: [ClaimsService],
})
export class ClaimsModule {}
