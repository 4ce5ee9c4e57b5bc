import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { LenderAccount } from './lender-account.entity';
import { LenderTokenGuard } from './lender-token.guard';
import { LenderTokenService } from './lender-token.service';
import { LendersController } from './lenders.controller';
import { LendersService } from './lenders.service';

/** Owns lender_accounts; listings and uploads reach it through LendersService and the token guard. */
@Module({
  imports: [TypeOrmModule.forFeature([LenderAccount]), NotificationsModule],
  controllers: [LendersController],
  providers: [LendersService, LenderTokenService, LenderTokenGuard],
  exports: [LendersService, LenderTokenService, LenderTokenGuard],
})
export class LendersModule {}
