import { Injectable } from '@nestjs/common';
import { RegisteredJob } from '../../jobs/scheduled-job';
import { LineRequestsService } from '../line-requests.service';

export const REQUEST_EXPIRY_JOB = 'request-expiry';

/**
 * Every five minutes across all replicas: requests unanswered at their deadline expire (their days
 * freed, the renter told). Each is expired by a conditional write, so a rerun finds nothing more.
 */
@Injectable()
export class RequestExpiryJob extends RegisteredJob {
  readonly name = REQUEST_EXPIRY_JOB;
  readonly schedule = 'every-5-minutes' as const;
  /** A sweep takes seconds; one unfinished after 4 minutes died with its replica. */
  readonly leaseTimeoutMs = 4 * 60 * 1000;

  constructor(private readonly requests: LineRequestsService) {
    super();
  }

  async run(now: Date): Promise<void> {
    await this.requests.expireDue(now);
  }
}
