import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { LenderAccount } from './lender-account.entity';
import { LenderTokenGuard } from './lender-token.guard';
import { LenderTokenService } from './lender-token.service';
import { LenderAreaGuard } from './lender-area.guard';
import { LendersController } from './lenders.controller';
import { LendersService } from './lenders.service';

/** Owns lender_accounts; listings and uploads reach it through LendersService and the token guard. */
@Module({
  imports: [TypeOrmModule.forFeature([LenderAccount]), NotificationsModule],
  controllers: [LendersController],
  providers: [LendersService, LenderTokenService, LenderTokenGuard, LenderAreaGuard],
  exports: [LendersService, LenderTokenService, LenderTokenGuard, LenderAreaGuard],
})
export class LendersModule {}
