import { Injectable } from '@nestjs/common';
import { RegisteredJob } from '../jobs/scheduled-job';
import { HousekeepingService } from './housekeeping.service';

export const HOUSEKEEPING_JOB = 'housekeeping';

/** The clean-up, once an hour across all replicas: data goes within an hour of its retention. */
@Injectable()
export class HousekeepingJob extends RegisteredJob {
  readonly name = HOUSEKEEPING_JOB;
  readonly schedule = 'hourly' as const;
  /** A clean-up takes seconds; one unfinished after 20 minutes died with its replica. */
  readonly leaseTimeoutMs = 20 * 60 * 1000;

  constructor(private readonly housekeeping: HousekeepingService) {
    super();
  }

  async run(now: Date): Promise<void> {
    await this.housekeeping.clean(now);
  }
}
