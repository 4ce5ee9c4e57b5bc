import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { AUTHORISATION_VALID_DAYS } from '@dw/contracts';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { NotificationsService } from '../notifications/notifications.service';
import { SessionState, sessionOutcome } from './domain/session-outcome';
import { OrderPayment } from './order-payment.entity';
import { PaymentsService } from './payments.service';
import { ProcessedPaymentEvent } from './processed-event.entity';

/** Payments looked at per sweep and kind: the sweep runs again, so a backlog drains over runs. */
const SWEEP_BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ABANDONED_REASON = 'the card payment was not completed in time, so the dates it held are free again.';
export const LAPSED_REASON = `the order was not confirmed within ${AUTHORISATION_VALID_DAYS} days of your card being authorised.`;

/**
 * Card payments as the provider sees them. A webhook is only a nudge: its signature is checked, its
 * id is recorded once (a second delivery, on any replica, is a duplicate key and changes nothing),
 * and then the session is read back from the provider and the order brought in line with what it
 * says now. So events arriving late, twice or out of order all end in the same state, and the
 * renter's redirect back, which the shop never trusts, is not needed at all.
 */
@Injectable()
export class CardPaymentsService {
  private readonly logger = new Logger('CardPayments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A webhook delivery: verified, handled once, acted on from the provider's own word. */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<'handled' | 'duplicate'> {
    const event = this.payments.provider.verifyEvent(rawBody, signature);
    try {
      await serialTransaction(this.dataSource, async (manager) => {
        await manager.insert(ProcessedPaymentEvent, { eventId: event.id, type: event.type.slice(0, 100), processedAt: new Date() });
        const orderId = event.orderId ?? (event.sessionId ? await this.orderOfSession(manager, event.sessionId) : null);
        if (orderId) await this.settle(manager, orderId, new Date());
      });
      return 'handled';
    } catch (error) {
      if (isDuplicateKeyError(error)) return 'duplicate';
      throw error;
    }
  }

  /**
   * Once across replicas (PaymentsSweepJob), and harmless twice: payment pages past their hold
   * whose webhook never came are asked about and settled; cards held past the authorisation window
   * on orders never confirmed are let go and the orders cancelled.
   */
  async sweep(now: Date): Promise<{ settled: number; lapsed: number }> {
    const repo = this.dataSource.getRepository(OrderPayment);
    const stale = await repo.find({
      select: { orderId: true },
      where: { provider: 'stripe', status: 'awaiting-payment', holdExpiresAt: LessThan(now) },
      order: { holdExpiresAt: 'ASC' },
      take: SWEEP_BATCH,
    });
    let settled = 0;
    for (const { orderId } of stale) {
      settled += await this.attempt(orderId, (m) => this.settle(m, orderId, now));
    }
    const lapsed = await repo.find({
      select: { orderId: true },
      where: { status: 'authorised', authorisedAt: LessThan(new Date(now.getTime() - AUTHORISATION_VALID_DAYS * DAY_MS)) },
      order: { authorisedAt: 'ASC' },
      take: SWEEP_BATCH,
    });
    let released = 0;
    for (const { orderId } of lapsed) {
      released += await this.attempt(orderId, (m) => this.lapse(m, orderId, now));
    }
    return { settled, lapsed: released };
  }

  /**
   * The renter back from the payment page usually arrives before the webhook: her order page asks
   * the provider once while the card page is open, so it shows what she just did. The provider's
   * word, not the redirect, decides, as for a webhook; a provider that does not answer leaves the
   * page as it was (the webhook or the sweep settles it later). True when the payment moved.
   */
  async checkOnReturn(orderId: string): Promise<boolean> {
    const payment = await this.dataSource.getRepository(OrderPayment).findOneBy({ orderId });
    if (payment?.provider !== 'stripe' || payment.status !== 'awaiting-payment' || !payment.checkoutSessionId) return false;
    return (await this.attempt(orderId, (m) => this.settle(m, orderId, new Date()))) === 1;
  }

  /** One order's settling in its own transaction: one order's provider trouble never stops the sweep. */
  private async attempt(orderId: string, work: (m: EntityManager) => Promise<boolean>): Promise<number> {
    try {
      return (await serialTransaction(this.dataSource, work)) ? 1 : 0;
    } catch (error) {
      this.logger.warn(`Payment of order ${orderId} not settled: ${(error as Error)?.message ?? String(error)}`);
      return 0;
    }
  }

  private async orderOfSession(manager: EntityManager, sessionId: string): Promise<string | null> {
    const row = await manager.getRepository(OrderPayment).findOne({ select: { orderId: true }, where: { checkoutSessionId: sessionId } });
    return row?.orderId ?? null;
  }

  /**
   * Brings one order's card payment in line with the provider's session, under the payment row's
   * lock. Returns true when something changed.
   */
  async settle(manager: EntityManager, orderId: string, now: Date): Promise<boolean> {
    const payment = await this.payments.lock(manager, orderId);
    if (!payment || payment.provider !== 'stripe') return false;
    if (!payment.checkoutSessionId) {
      // The page was never opened (checkout failed after the order was written): past the hold, let it go.
      if (payment.status !== 'awaiting-payment' || !payment.holdExpiresAt || payment.holdExpiresAt > now) return false;
      return this.abandon(manager, payment);
    }
    const state = await this.payments.provider.session(payment.checkoutSessionId);
    const outcome = sessionOutcome(state);
    const order = await this.payments.orders.facts(manager, orderId);
    if (!order) return false;
    switch (outcome) {
      case 'open':
        if (payment.status !== 'awaiting-payment' || !payment.holdExpiresAt || payment.holdExpiresAt > now) return false;
        await this.payments.provider.expireSession(payment.checkoutSessionId, `expire-${payment.checkoutSessionId}`);
        return this.abandon(manager, payment);
      case 'expired':
        return payment.status === 'awaiting-payment' ? this.abandon(manager, payment) : false;
      case 'authorised': {
        if (payment.status !== 'awaiting-payment' && payment.status !== 'void') return false;
        await this.payments.write(
          manager,
          payment,
          'authorised',
          state.capturablePence,
          { method: 'card', providerReference: state.paymentIntentId },
          {
            status: 'authorised',
            authorisedPence: state.capturablePence,
            paymentIntentId: state.paymentIntentId,
            authorisedAt: now,
            checkoutUrl: null,
            holdExpiresAt: null,
            ...this.savedCard(payment, state),
          },
        );
        // Paid on an order cancelled meanwhile (the page was still open): the card goes straight back.
        if (order.status === 'cancelled') {
          await this.payments.provider.release(state.paymentIntentId ?? '', `release-${orderId}`);
          await this.payments.writeReleased(manager, payment, state.capturablePence, state.paymentIntentId);
        }
        return true;
      }
      case 'captured':
        // Charged at the provider without us (its dashboard): recorded as it is.
        if (payment.status !== 'awaiting-payment' && payment.status !== 'authorised') return false;
        await this.payments.write(
          manager,
          payment,
          'captured',
          state.receivedPence,
          { method: 'card', providerReference: state.paymentIntentId },
          {
            status: 'paid',
            paidPence: state.receivedPence,
            authorisedPence: 0,
            paymentIntentId: state.paymentIntentId,
            checkoutUrl: null,
            ...this.savedCard(payment, state),
          },
        );
        return true;
      case 'released':
        if (payment.status !== 'authorised') return false;
        await this.payments.writeReleased(manager, payment, payment.authorisedPence, payment.paymentIntentId);
        await this.cancelOrder(manager, orderId, LAPSED_REASON);
        return true;
    }
  }

  /** The card saved for later charges, kept only when the renter agreed to them at checkout. */
  private savedCard(payment: OrderPayment, state: SessionState): Partial<OrderPayment> {
    if (!payment.chargesConsentAt || !state.customerId || !state.paymentMethodId) return {};
    return { customerId: state.customerId, paymentMethodId: state.paymentMethodId };
  }

  /** The page lapsed unpaid: nothing was taken, the order is cancelled and its dates freed. */
  private async abandon(manager: EntityManager, payment: OrderPayment): Promise<boolean> {
    await manager.update(OrderPayment, { orderId: payment.orderId }, { status: 'void', checkoutUrl: null, updatedAt: new Date() });
    await this.cancelOrder(manager, payment.orderId, ABANDONED_REASON);
    return true;
  }

  /** Held past the authorisation window and never confirmed: cancelling the order lets the card go. */
  private async lapse(manager: EntityManager, orderId: string, now: Date): Promise<boolean> {
    const payment = await this.payments.lock(manager, orderId);
    const cutoff = new Date(now.getTime() - AUTHORISATION_VALID_DAYS * DAY_MS);
    if (!payment || payment.status !== 'authorised' || !payment.authorisedAt || payment.authorisedAt >= cutoff) return false;
    return this.cancelOrder(manager, orderId, LAPSED_REASON);
  }

  private async cancelOrder(manager: EntityManager, orderId: string, reason: string): Promise<boolean> {
    const order = await this.payments.orders.facts(manager, orderId);
    if (!order || !(await this.payments.orders.cancel(manager, orderId))) return false;
    await this.notifications.queue(manager, {
      kind: 'payment-released',
      to: order.customerEmail,
      order: this.payments.facts(order),
      accessToken: await this.payments.orders.pageToken(manager, orderId),
      reason: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`,
    });
    return true;
  }
}
