import { AppError } from '../../common/app-error';
import type { SessionState } from '../domain/session-outcome';
import type { OffSessionResult, OpenedCheckout, PaymentProvider, ProviderEvent } from './payment-provider';

const noCards = () =>
  AppError.conflict('Card payments are not switched on in this shop: payments are made by bank transfer.', 'PAYMENT_NOT_ALLOWED');

/**
 * The embedded default: the renter pays by bank transfer, as her confirmation e-mail says, and the
 * admin records what arrived; refunds are sent back by hand and recorded. No account anywhere.
 */
export class ManualPaymentProvider implements PaymentProvider {
  readonly name = 'manual' as const;

  openCheckout(): Promise<OpenedCheckout | null> {
    return Promise.resolve(null);
  }

  session(): Promise<SessionState> {
    return Promise.reject(noCards());
  }

  expireSession(): Promise<void> {
    return Promise.resolve();
  }

  capture(): Promise<string> {
    return Promise.reject(noCards());
  }

  release(): Promise<void> {
    return Promise.resolve();
  }

  refund(): Promise<string | null> {
    return Promise.resolve(null);
  }

  /** No card is kept: a late fee is owed, and the admin collects it as she collects the order's total. */
  chargeOffSession(): Promise<OffSessionResult> {
    return Promise.resolve({ outcome: 'no-card' });
  }

  verifyEvent(): ProviderEvent {
    throw AppError.notFound('Card payments are not switched on in this shop.', 'NOT_FOUND');
  }
}
