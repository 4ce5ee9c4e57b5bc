import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module';
import { LendersModule } from '../lenders/lenders.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { Earning } from './earning.entity';
import { LenderPayoutsController } from './lender-payouts.controller';
import { PayoutFileDownload } from './payout-file-download.entity';
import { PayoutRun } from './payout-run.entity';
import { Payout } from './payout.entity';
import { PayoutsAdminController } from './payouts-admin.controller';
import { PayoutsJob } from './payouts.job';
import { PayoutsService } from './payouts.service';

/** Owns earnings, payout_runs, payouts and payout_file_downloads; orders reach it through PayoutsService. */
@Module({
  imports: [TypeOrmModule.forFeature([Earning, PayoutRun, Payout, PayoutFileDownload]), LendersModule, NotificationsModule, JobsModule],
  controllers: [PayoutsAdminController, LenderPayoutsController],
  providers: [PayoutsService, PayoutsJob],
  exports: [PayoutsService],
})
export class PayoutsModule {}
