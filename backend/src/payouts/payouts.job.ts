import { Injectable } from '@nestjs/common';
import { RegisteredJob } from '../jobs/scheduled-job';
import { previousPeriod, ukPeriod } from './domain/period';
import { PayoutRunsService } from './payout-runs.service';

export const PAYOUTS_JOB = 'monthly-payouts';

/**
 * On the 1st, once across all replicas: the run of the month that just ended in the UK. Idempotent
 * twice over: the lease admits one replica per month, and the run itself is unique per period.
 */
@Injectable()
export class PayoutsJob extends RegisteredJob {
  readonly name = PAYOUTS_JOB;
  readonly schedule = 'monthly' as const;
  /** A run takes seconds; one unfinished after 30 minutes died with its replica. */
  readonly leaseTimeoutMs = 30 * 60 * 1000;

  constructor(private readonly payouts: PayoutRunsService) {
    super();
  }

  async run(now: Date): Promise<void> {
    const period = previousPeriod(ukPeriod(now));
    // A shop whose lenders had earned nothing by then has no month to pay (the admin's run would be refused).
    if (await this.payouts.isPayable(period, now)) await this.payouts.run(period, now);
  }
}
