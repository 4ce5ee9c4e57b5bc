import { Injectable } from '@nestjs/common';
import { RegisteredJob } from '../jobs/scheduled-job';
import { CardPaymentsService } from './card-payments.service';

export const PAYMENTS_SWEEP_JOB = 'payments-sweep';

/**
 * Hourly, once across replicas (the job lease): card payment pages past their hold whose webhook
 * never came, and cards held past the authorisation window. Harmless twice: each order is settled
 * from the provider's word under its payment row's lock.
 */
@Injectable()
export class PaymentsSweepJob extends RegisteredJob {
  readonly name = PAYMENTS_SWEEP_JOB;
  readonly schedule = 'hourly' as const;
  /** A sweep takes seconds per batch; one unfinished after 20 minutes died with its replica. */
  readonly leaseTimeoutMs = 20 * 60 * 1000;

  constructor(private readonly cards: CardPaymentsService) {
    super();
  }

  async run(now: Date): Promise<void> {
    await this.cards.sweep(now);
  }
}
