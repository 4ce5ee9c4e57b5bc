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
import { EarningsLedgerService } from './earnings-ledger.service';
import { LenderPayoutsService } from './lender-payouts.service';
import { PayoutRunsService } from './payout-runs.service';

/** Owns earnings, payout_runs, payouts and payout_file_downloads; the order process writes the ledger through EarningsLedgerService. */
@Module({
  imports: [TypeOrmModule.forFeature([Earning, PayoutRun, Payout, PayoutFileDownload]), LendersModule, NotificationsModule, JobsModule],
  controllers: [PayoutsAdminController, LenderPayoutsController],
  providers: [EarningsLedgerService, PayoutRunsService, LenderPayoutsService, PayoutsJob],
  exports: [EarningsLedgerService],
})
export class PayoutsModule {}
