import { Injectable } from '@nestjs/common';
import { RegisteredJob } from '../jobs/scheduled-job';
import { ReturnRemindersService } from './return-reminders.service';

export const RETURN_REMINDERS_JOB = 'return-reminders';

/**
 * Every hour across all replicas; from 09:00 UK it reminds the renters whose return post is
 * tomorrow. Hourly rather than daily so the mail goes in the morning, and an hour that failed is
 * made up the next: each order's stamp keeps it to one reminder.
 */
@Injectable()
export class ReturnRemindersJob extends RegisteredJob {
  readonly name = RETURN_REMINDERS_JOB;
  readonly schedule = 'hourly' as const;
  /** A run queues a day's reminders in seconds; one unfinished after 20 minutes died with its replica. */
  readonly leaseTimeoutMs = 20 * 60 * 1000;

  constructor(private readonly reminders: ReturnRemindersService) {
    super();
  }

  async run(now: Date): Promise<void> {
    await this.reminders.sendDue(now);
  }
}
