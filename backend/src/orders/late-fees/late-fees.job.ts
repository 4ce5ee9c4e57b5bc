import { Injectable, Logger } from '@nestjs/common';
import { RegisteredJob } from '../../jobs/scheduled-job';
import { LateFeesService } from './late-fees.service';

export const LATE_FEES_JOB = 'late-fees';

/**
 * Every hour across all replicas; from 09:00 UK it works that day's late returns (LateFeesService).
 * Hourly rather than daily so a run that failed is made up in the next hour; the fee rows' unique
 * day and the orders' stamps keep a day to one fee and its e-mails to one each.
 */
@Injectable()
export class LateFeesJob extends RegisteredJob {
  readonly name = LATE_FEES_JOB;
  readonly schedule = 'hourly' as const;
  /** A run charges a day's late fees in minutes at most; one unfinished after 20 minutes died with its replica. */
  readonly leaseTimeoutMs = 20 * 60 * 1000;
  private readonly logger = new Logger('LateFeesJob');

  constructor(private readonly lateFees: LateFeesService) {
    super();
  }

  async run(now: Date): Promise<void> {
    const run = await this.lateFees.runDue(now);
    if (run.feesAdded || run.notReturnedReported) {
      this.logger.log(`Late returns: ${run.overdue} orders, ${run.feesAdded} fees added, ${run.notReturnedReported} reported not returned`);
    }
  }
}
