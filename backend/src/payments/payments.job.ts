import { Injectable } from '@nestjs/common';
import { RegisteredJob } from '../jobs/scheduled-job';
import { CardPaymentsService } from './card-payments.service';
import { PaymentsService } from './payments.service';

export const PAYMENTS_SWEEP_JOB = 'payments-sweep';

/**
 * Every five minutes, once across replicas (the job lease): card payment pages past their hold whose
 * webhook never came (so their dates are free within minutes of the hold ending, not up to an hour
 * later), cards held past the authorisation window, and owed charges (damage claims decided against
 * the renter) not yet charged to her saved card. Harmless twice: each order is settled from the
 * provider's word under its payment row's lock, and an owed charge is asked with its own idempotency
 * key and written only while it is still not charged.
 */
@Injectable()
export class PaymentsSweepJob extends RegisteredJob {
  readonly name = PAYMENTS_SWEEP_JOB;
  readonly schedule = 'every-5-minutes' as const;
  /** A sweep takes seconds per batch; one unfinished after 20 minutes died with its replica. */
  readonly leaseTimeoutMs = 20 * 60 * 1000;

  constructor(
    private readonly cards: CardPaymentsService,
    private readonly payments: PaymentsService,
  ) {
    super();
  }

  async run(now: Date): Promise<void> {
    await this.cards.sweep(now);
    await this.payments.chargeOwedDue();
  }
}
