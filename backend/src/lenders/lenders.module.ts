import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { LenderAccount } from './lender-account.entity';
import { LenderMeController } from './lender-me.controller';
import { LenderSessionController } from './lender-session.controller';
import { LenderSessionService } from './lender-session.service';
import { LenderSignInService } from './lender-sign-in.service';
import { LenderSession } from './session/lender-session.entity';
import { LenderSignInLink } from './sign-in/lender-sign-in-link.entity';
import { LenderTokenGuard } from './lender-token.guard';
import { LenderTokenService } from './lender-token.service';
import { LenderAreaGuard } from './lender-area.guard';
import { LendersController } from './lenders.controller';
import { LendersService } from './lenders.service';

/**
 * Owns lender_accounts, lender_sign_in_links and lender_sessions; listings, uploads and the lender
 * area's other modules reach it through its services and guards.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LenderAccount, LenderSignInLink, LenderSession]), NotificationsModule],
  controllers: [LendersController, LenderSessionController, LenderMeController],
  providers: [LendersService, LenderTokenService, LenderSessionService, LenderSignInService, LenderTokenGuard, LenderAreaGuard],
  exports: [LendersService, LenderTokenService, LenderSessionService, LenderSignInService, LenderTokenGuard, LenderAreaGuard],
})
export class LendersModule {}
