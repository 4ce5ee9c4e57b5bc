import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  BankTransferInstructions,
  LateFeeState,
  OrderPaymentView,
  PaymentMovementKind,
  PaymentMovementView,
  RecordedPaymentMethod,
  formatPence,
  orderReference,
  toPence,
  todayInLondon,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { EarningsLedgerService } from '../payouts/earnings-ledger.service';
import { amountPence, refundProblem, statusAfterRefunds } from './domain/amounts';
import { checkoutLines } from './domain/checkout-lines';
import { PayableOrder, payablePence } from './domain/payable-amount';
import { shareChanges } from './domain/refund-split';
import { OrderPayment } from './order-payment.entity';
import { OwedCharge } from './owed-charge.entity';
import type { OrderHooks, PaymentOrder } from './payment-order';
import { PaymentMovement } from './payment-movement.entity';
import { OffSessionResult, PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';

export type { ChargeSums, OrderFigures, OrderHooks, PaymentOrder } from './payment-order';

/** The order fields an order-process effect hands over. */
export type MovedOrder = Pick<PaymentOrder, 'id' | 'customerName' | 'customerEmail' | 'total' | 'status'>;

/** What the renter's confirmation e-mail says about paying. */
export type PaymentFacts = { method: 'bank-transfer'; bankTransfer: BankTransferInstructions } | { method: 'card' };

const orderNotFound = () => AppError.notFound('Order not found.', 'ORDER_NOT_FOUND');

/** 409 for money that is not owed (any more): taken by the card, being charged, or recorded already. */
export function notCollectable(state: LateFeeState): AppError {
  if (state === 'collected') return AppError.conflict('This was already recorded as collected.', 'ALREADY_COLLECTED');
  if (state === 'charged') return AppError.conflict('This was already charged to the card.', 'ALREADY_COLLECTED');
  return AppError.conflict('This is being charged to the card: try again once the charge has been answered.', 'NOT_OWED');
}

/**
 * An order's money: opening its payment when it is placed, taking, releasing and refunding it as the
 * order moves (called by the order process's effects, in the order's transaction), and the admin's
 * own actions. Every change is a movement row plus the running sums on the order's payment row,
 * written under that row's lock, so two admins or a webhook and an admin never both take or refund.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');
  private hooks: OrderHooks | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) readonly provider: PaymentProvider,
    private readonly earnings: EarningsLedgerService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Called once by the orders module at start. */
  registerOrderHooks(hooks: OrderHooks): void {
    this.hooks = hooks;
  }

  get orders(): OrderHooks {
    if (!this.hooks) throw new Error('The orders module has not registered its payment hooks');
    return this.hooks;
  }

  // ---- Charges owed after the order ----

  /**
   * Inside the caller's transaction: the renter owes `amountPence` more on this order (a damage
   * claim decided against her). Recorded as not yet charged: `chargeOwed` takes it from the saved
   * card once the caller's transaction has committed, and the sweep retries it. A second call for
   * the same source changes nothing. Returns the row's id, or null when nothing is owed.
   */
  async oweCharge(
    manager: EntityManager,
    charge: { orderId: string; amountPence: number; reason: string; source: string },
  ): Promise<string | null> {
    if (charge.amountPence <= 0) return null;
    const existing = await manager.getRepository(OwedCharge).findOneBy({ source: charge.source });
    if (existing) return existing.id;
    const id = randomUUID();
    await manager.insert(OwedCharge, {
      id,
      ...charge,
      reason: charge.reason.slice(0, 500),
      createdAt: new Date(),
      state: 'failed',
      providerReference: null,
      failureCode: null,
      collectedAt: null,
    });
    return id;
  }

  /** What the renter owes on this order and has not paid yet, in pence. */
  async owedPence(orderId: string): Promise<number> {
    const rows = await this.dataSource.getRepository(OwedCharge).find({ where: { orderId } });
    return rows.filter((r) => r.collectedAt === null).reduce((sum, r) => sum + r.amountPence, 0);
  }

  /** The owed charges recorded for these sources (`claim:{id}`), by source. */
  async owedBySource(sources: readonly string[]): Promise<Map<string, OwedCharge>> {
    if (sources.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(OwedCharge).find({ where: { source: In([...sources]) } });
    return new Map(rows.map((r) => [r.source, r]));
  }

  /**
   * Charges one owed charge on the card saved at checkout, off-session, outside any transaction: the
   * provider's answer is written only while the row is still not charged, so two runs at once (the
   * decision's own try and the sweep) end the same, and the idempotency key (one per source) makes
   * the second ask the same payment. Declined or no card: owed, for the admin. The provider not
   * answering leaves it `failed` for the sweep. Returns the state it ended in, or null if not due.
   */
  async chargeOwed(id: string): Promise<LateFeeState | null> {
    const row = await this.dataSource.getRepository(OwedCharge).findOneBy({ id, state: 'failed' });
    if (!row) return null;
    let changes: Partial<OwedCharge>;
    try {
      const result = await this.chargeSavedCard(this.dataSource.manager, {
        orderId: row.orderId,
        pence: row.amountPence,
        description: `${row.reason.slice(0, 200)}, order ${orderReference(row.orderId)}`,
        metadata: { owedCharge: row.source },
        idempotencyKey: `owed-${row.source.replace(':', '-')}`,
      });
      if (result.outcome === 'charged') {
        changes = { state: 'charged', providerReference: result.reference, failureCode: null, collectedAt: new Date() };
      } else if (result.outcome === 'declined') {
        changes = { state: 'owed', providerReference: result.reference, failureCode: result.code.slice(0, 64) };
      } else {
        changes = { state: 'owed', failureCode: 'no-card' };
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      changes = { failureCode: 'provider-unavailable' };
    }
    const written = await serialTransaction(this.dataSource, async (m) => {
      const moved = await m.update(OwedCharge, { id, state: 'failed' }, changes);
      // The card refused it (not "no card"): the admin is told it is owed, once, with the write that made it so.
      if (moved.affected && changes.state === 'owed' && changes.failureCode && changes.failureCode !== 'no-card') {
        const order = await this.orders.facts(m, row.orderId);
        if (order) {
          await this.notifications.queue(m, {
            kind: 'admin-charge-declined',
            orderId: row.orderId,
            customerName: order.customerName,
            customerEmail: order.customerEmail,
            what: row.reason.charAt(0).toLowerCase() + row.reason.slice(1),
            amount: formatPence(row.amountPence),
            failureCode: changes.failureCode,
          });
        }
      }
      return moved;
    });
    if (!written.affected) return (await this.dataSource.getRepository(OwedCharge).findOneBy({ id }))?.state ?? null;
    return changes.state ?? 'failed';
  }

  /** The sweep: owed charges not yet charged (a decision whose own try did not finish, or a provider that did not answer), oldest first. */
  async chargeOwedDue(limit = 100): Promise<number> {
    const due = await this.dataSource
      .getRepository(OwedCharge)
      .find({ select: { id: true }, where: { state: 'failed' }, order: { createdAt: 'ASC', id: 'ASC' }, take: limit });
    let settled = 0;
    for (const { id } of due) {
      const state = await this.chargeOwed(id).catch((error: unknown) => {
        this.logger.warn(`Owed charge ${id} not charged: ${String(error)}`);
        return null;
      });
      if (state && state !== 'failed') settled++;
    }
    return settled;
  }

  /**
   * The admin recorded an owed charge paid another way (a bank transfer, with its reference): only
   * one still owed, so a charge the card took, or one recorded already, is 409.
   */
  async markOwedCollected(manager: EntityManager, id: string, reference: string, now: Date): Promise<OwedCharge> {
    const row = await manager.getRepository(OwedCharge).findOneBy({ id });
    if (!row) throw AppError.notFound('Nothing owed with this id.', 'OWED_NOT_FOUND');
    const moved = await manager.update(
      OwedCharge,
      { id, state: 'owed' },
      { state: 'collected', providerReference: reference, collectedAt: now },
    );
    if (!moved.affected) throw notCollectable(row.state);
    return { ...row, state: 'collected', providerReference: reference, collectedAt: now };
  }

  // ---- The order process's effects (in the order's transaction) ----

  /** Placed: the payment is awaited; a card payment holds the dates until its page expires. */
  async open(manager: EntityManager, order: MovedOrder, consent: { chargesConsent: boolean }): Promise<void> {
    const now = new Date();
    const card = this.provider.name === 'stripe';
    await manager.insert(OrderPayment, {
      orderId: order.id,
      provider: this.provider.name,
      status: 'awaiting-payment',
      amountPence: toPence(order.total),
      authorisedPence: 0,
      paidPence: 0,
      refundedPence: 0,
      checkoutSessionId: null,
      paymentIntentId: null,
      checkoutUrl: null,
      holdExpiresAt: card ? new Date(now.getTime() + this.config.payments.holdMinutes * 60_000) : null,
      authorisedAt: null,
      chargesConsentAt: consent.chargesConsent ? now : null,
      customerId: null,
      paymentMethodId: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** What the confirmation e-mail says about paying this order. */
  paymentFacts(order: Pick<PaymentOrder, 'id' | 'total'>): PaymentFacts {
    if (this.provider.name === 'stripe') return { method: 'card' };
    return { method: 'bank-transfer', bankTransfer: this.bankTransfer(order) };
  }

  private bankTransfer(order: Pick<PaymentOrder, 'id' | 'total'>): BankTransferInstructions {
    return { ...this.config.payments.bankTransfer, reference: orderReference(order.id), amount: order.total };
  }

  /**
   * Confirmed (dispatched): a held card is charged now. A card payment not yet made stops the move
   * (409); a bank transfer may still be on its way, so the admin decides.
   */
  async onConfirmed(manager: EntityManager, order: MovedOrder): Promise<void> {
    const payment = await this.lock(manager, order.id);
    if (!payment) return;
    if (payment.status === 'authorised') return this.captureHeld(manager, payment, order);
    if (payment.provider === 'stripe' && payment.status === 'awaiting-payment') {
      throw AppError.conflict(
        'The renter has not paid for this order yet: it can be dispatched once her card payment is made.',
        'PAYMENT_NOT_RECEIVED',
      );
    }
  }

  /** Cancelled: a held card is let go, money taken goes back in full, an open payment page is closed. */
  async onCancelled(manager: EntityManager, order: MovedOrder): Promise<void> {
    const payment = await this.lock(manager, order.id);
    if (!payment) return;
    switch (payment.status) {
      case 'authorised':
        await this.provider.release(payment.paymentIntentId ?? '', `release-${order.id}`);
        await this.writeReleased(manager, payment, payment.authorisedPence, payment.paymentIntentId);
        return;
      case 'paid':
      case 'partially-refunded':
        await this.refundLocked(manager, payment, order, payment.paidPence - payment.refundedPence, 'Order cancelled', true);
        return;
      case 'awaiting-payment':
        if (payment.checkoutSessionId) {
          // Best effort: if the renter paid meanwhile, the webhook or the sweep finds a card held
          // on a cancelled order and lets it go.
          await this.provider
            .expireSession(payment.checkoutSessionId, `expire-${payment.checkoutSessionId}`)
            .catch((error: unknown) => this.logger.warn(`Payment page of ${order.id} not closed: ${String(error)}`));
        }
        await manager.update(OrderPayment, { orderId: order.id }, { status: 'void', checkoutUrl: null, updatedAt: new Date() });
        return;
      default:
        return;
    }
  }

  /**
   * Charges a late fee on the card saved at checkout, off-session, in the caller's transaction. The
   * key names the order and the late day, so a rerun after a rollback is the same charge. No saved
   * card (a bank transfer, or an order from before cards were saved): nothing is tried, it is owed.
   */
  async chargeLateFee(manager: EntityManager, orderId: string, day: string, pence: number): Promise<OffSessionResult> {
    return this.chargeSavedCard(manager, {
      orderId,
      pence,
      description: `Late return fee, ${day}, order ${orderReference(orderId)}`,
      metadata: { lateFeeDay: day },
      idempotencyKey: `late-fee-${orderId}-${day}`,
    });
  }

  private async chargeSavedCard(
    manager: EntityManager,
    charge: { orderId: string; pence: number; description: string; metadata: Record<string, string>; idempotencyKey: string },
  ): Promise<OffSessionResult> {
    const payment = await manager.getRepository(OrderPayment).findOneBy({ orderId: charge.orderId });
    if (!payment?.customerId || !payment.paymentMethodId || !payment.chargesConsentAt) return { outcome: 'no-card' };
    return this.provider.chargeOffSession(
      {
        orderId: charge.orderId,
        customerId: payment.customerId,
        paymentMethodId: payment.paymentMethodId,
        pence: charge.pence,
        description: charge.description,
        metadata: charge.metadata,
      },
      charge.idempotencyKey,
    );
  }

  /** What the renter owes for an order some of whose lines may be declined or expired. */
  payableOf(order: PayableOrder): number {
    return payablePence(order);
  }

  /**
   * Some of the order's lines were declined or expired (others remain): the renter now owes
   * `owedPence` (payable-amount.ts). A payment awaited or a card held takes only that when it is
   * taken (a held card is captured for less and Stripe lets the rest go); money already taken beyond
   * it goes back. The declined lines' earnings are cancelled with them, so no share moves here.
   */
  async onLinesReleased(manager: EntityManager, order: MovedOrder, owedPence: number, reason: string): Promise<void> {
    const payment = await this.lock(manager, order.id);
    if (!payment) return;
    if (payment.status === 'paid' || payment.status === 'partially-refunded') {
      const excess = payment.paidPence - payment.refundedPence - owedPence;
      if (excess > 0) await this.refundLocked(manager, payment, order, excess, reason, true);
    }
    if (payment.status === 'void' || payment.status === 'refunded') return;
    await manager.update(OrderPayment, { orderId: order.id }, { amountPence: owedPence, updatedAt: new Date() });
    payment.amountPence = owedPence;
  }

  // ---- After checkout commits ----

  /**
   * Opens the card payment page of a just-placed order (stripe), outside the checkout's transaction.
   * If the provider cannot, the order is cancelled (its dates freed) and the renter told to try again.
   */
  async startCardPayment(orderId: string, accessToken: string): Promise<void> {
    if (this.provider.name !== 'stripe') return;
    // Serial like every transaction: on SQLite's one connection a plain one collides with other orders' checkouts.
    const order = await serialTransaction(this.dataSource, (m) => this.orders.facts(m, orderId));
    const payment = await this.dataSource.getRepository(OrderPayment).findOneBy({ orderId });
    if (!order || !payment || payment.status !== 'awaiting-payment' || payment.checkoutSessionId) return;
    try {
      const opened = await this.provider.openCheckout(
        {
          orderId,
          customerEmail: order.customerEmail,
          lines: checkoutLines(order),
          returnUrl: `${this.config.publicUrl}/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(accessToken)}`,
          // The hold counts from the page opening (Stripe wants at least 30 minutes from now); the
          // session's own expiry becomes the hold below.
          expiresAt: new Date(Date.now() + this.config.payments.holdMinutes * 60_000),
          saveCardForLaterCharges: payment.chargesConsentAt !== null,
        },
        `checkout-session-${orderId}`,
      );
      if (!opened) return;
      await serialTransaction(this.dataSource, (m) =>
        m.update(
          OrderPayment,
          { orderId, status: 'awaiting-payment' },
          { checkoutSessionId: opened.sessionId, checkoutUrl: opened.url, holdExpiresAt: opened.expiresAt, updatedAt: new Date() },
        ),
      );
    } catch (error) {
      await serialTransaction(this.dataSource, (m) => this.orders.cancel(m, orderId));
      if (error instanceof AppError && error.kind === 'bad_gateway') {
        throw new AppError(
          'bad_gateway',
          'The card payment page could not be opened just now, so the order was not kept: please try again shortly.',
          'PAYMENT_PROVIDER_FAILED',
        );
      }
      throw error;
    }
  }

  // ---- The admin's actions ----

  /** A payment received by hand (bank transfer…): the order is paid. */
  async record(orderId: string, input: { amount: unknown; method: RecordedPaymentMethod; reference: string }): Promise<void> {
    const amount = amountPence(input.amount, 'amount');
    if ('problem' in amount) throw AppError.invalid(amount.problem, 'PAYMENT_AMOUNT_INVALID');
    await serialTransaction(this.dataSource, async (manager) => {
      const { payment, order } = await this.lockWithOrder(manager, orderId);
      if (payment.status !== 'awaiting-payment') {
        throw AppError.conflict(
          `A payment can only be recorded on an order awaiting payment; this one is ${payment.status}.`,
          'PAYMENT_NOT_ALLOWED',
        );
      }
      if (order.status === 'cancelled') throw AppError.conflict('This order is cancelled: record no payment on it.', 'PAYMENT_NOT_ALLOWED');
      if (amount.pence !== payment.amountPence) {
        throw AppError.invalid(`The amount must be the order's total, ${formatPence(payment.amountPence)}.`, 'PAYMENT_AMOUNT_INVALID');
      }
      await this.write(
        manager,
        payment,
        'recorded',
        amount.pence,
        { method: input.method, providerReference: input.reference },
        {
          status: 'paid',
          paidPence: amount.pence,
          checkoutUrl: null,
        },
      );
      await this.earnings.fundOrder(manager, orderId);
      await this.notifications.queue(manager, {
        kind: 'payment-received',
        to: order.customerEmail,
        order: this.facts(order),
        accessToken: await this.orders.pageToken(manager, orderId),
        amount: formatPence(amount.pence),
        method: input.method,
      });
    });
  }

  /** Charges a held card now (the admin's Capture; dispatching does it too). */
  async capture(orderId: string): Promise<void> {
    await serialTransaction(this.dataSource, async (manager) => {
      const { payment, order } = await this.lockWithOrder(manager, orderId);
      if (payment.status !== 'authorised') {
        throw AppError.conflict(
          `Only a card held and not yet charged can be captured; this payment is ${payment.status}.`,
          'PAYMENT_NOT_ALLOWED',
        );
      }
      await this.captureHeld(manager, payment, order);
    });
  }

  /** Gives back part (or all) of what was taken, with the admin's reason. */
  async refund(orderId: string, input: { amount: unknown; reason: string }): Promise<void> {
    const amount = amountPence(input.amount, 'amount');
    if ('problem' in amount) throw AppError.invalid(amount.problem, 'PAYMENT_AMOUNT_INVALID');
    await serialTransaction(this.dataSource, async (manager) => {
      const { payment, order } = await this.lockWithOrder(manager, orderId);
      const problem = refundProblem(amount.pence, payment);
      if (problem) throw AppError.invalid(problem, 'PAYMENT_AMOUNT_INVALID');
      await this.refundLocked(manager, payment, order, amount.pence, input.reason, order.status === 'cancelled');
    });
  }

  // ---- Reads ----

  /** Each order's payment view; an order with no payment row (written straight to the table) reads as awaiting it. */
  async viewsOf(orders: readonly Pick<PaymentOrder, 'id' | 'total'>[]): Promise<Map<string, OrderPaymentView>> {
    if (orders.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(OrderPayment).findBy({ orderId: In(orders.map((o) => o.id)) });
    const found = new Map(rows.map((p) => [p.orderId, p]));
    return new Map(
      orders.map((o) => {
        const row = found.get(o.id);
        if (row) return [o.id, this.view(row)];
        const now = new Date();
        const awaiting = { orderId: o.id, provider: 'manual', status: 'awaiting-payment', amountPence: toPence(o.total) };
        return [
          o.id,
          this.view({ ...awaiting, authorisedPence: 0, paidPence: 0, refundedPence: 0, createdAt: now, updatedAt: now } as OrderPayment),
        ];
      }),
    );
  }

  async viewOfOrder(orderId: string): Promise<OrderPaymentView> {
    const payment = await this.dataSource.getRepository(OrderPayment).findOneBy({ orderId });
    if (!payment) throw orderNotFound();
    return this.view(payment);
  }

  /** An order's payment as its pages show it; orders from before payments existed read as awaiting. */
  view(p: OrderPayment): OrderPaymentView {
    const awaiting = p.status === 'awaiting-payment';
    return {
      provider: p.provider,
      status: p.status,
      amountDue: formatPence(p.amountPence),
      paid: formatPence(p.paidPence),
      refunded: formatPence(p.refundedPence),
      authorised: formatPence(p.authorisedPence),
      redirectUrl: awaiting ? p.checkoutUrl : null,
      holdExpiresAt: awaiting && p.holdExpiresAt ? p.holdExpiresAt.toISOString() : null,
      bankTransfer: awaiting && p.provider === 'manual' ? this.bankTransfer({ id: p.orderId, total: formatPence(p.amountPence) }) : null,
    };
  }

  /** An order's movements, oldest first, one page. */
  async movements(orderId: string, offset: number, limit: number): Promise<{ items: PaymentMovementView[]; total: number }> {
    // Kept to the millisecond; movements written in the same one read in the order money moves.
    const [rows, total] = await this.dataSource
      .getRepository(PaymentMovement)
      .createQueryBuilder('m')
      .where('m.orderId = :orderId', { orderId })
      .orderBy('m.createdAt', 'ASC')
      .addOrderBy(
        "CASE m.kind WHEN 'authorised' THEN 0 WHEN 'recorded' THEN 1 WHEN 'captured' THEN 2 WHEN 'released' THEN 3 ELSE 4 END",
        'ASC',
      )
      .addOrderBy('m.id', 'ASC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return {
      total,
      items: rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        amount: formatPence(m.amountPence),
        method: m.method,
        providerReference: m.providerReference,
        reason: m.reason,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  }

  // ---- Shared steps, under the payment row's lock ----

  async lock(manager: EntityManager, orderId: string): Promise<OrderPayment | null> {
    let query = manager.createQueryBuilder(OrderPayment, 'p').where('p.orderId = :orderId', { orderId });
    if (manager.connection.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
    return query.getOne();
  }

  async lockWithOrder(manager: EntityManager, orderId: string): Promise<{ payment: OrderPayment; order: PaymentOrder }> {
    const order = await this.orders.facts(manager, orderId);
    const payment = order ? await this.lock(manager, orderId) : null;
    if (!order || !payment) throw orderNotFound();
    return { payment, order };
  }

  /** Charges what the renter owes of a held card (less than held when lines were declined: Stripe lets the rest go). */
  async captureHeld(manager: EntityManager, payment: OrderPayment, order: MovedOrder): Promise<void> {
    const pence = Math.min(payment.authorisedPence, payment.amountPence);
    const reference = await this.provider.capture(payment.paymentIntentId ?? '', pence, `capture-${order.id}`);
    await this.write(
      manager,
      payment,
      'captured',
      pence,
      { method: 'card', providerReference: reference },
      {
        status: 'paid',
        paidPence: pence,
        authorisedPence: 0,
      },
    );
    await this.earnings.fundOrder(manager, order.id);
    await this.notifications.queue(manager, {
      kind: 'payment-received',
      to: order.customerEmail,
      order: this.facts(order),
      accessToken: await this.orders.pageToken(manager, order.id),
      amount: formatPence(pence),
      method: 'card',
    });
  }

  /**
   * Refunds `pence` of a locked payment. The idempotency key names the order's refunded total before
   * and after, so a retry of the same refund (after a timeout or a rollback) is the same refund.
   * A cancelled order's lenders earn nothing anyway; otherwise their shares move with the refund.
   */
  private async refundLocked(
    manager: EntityManager,
    payment: OrderPayment,
    order: MovedOrder,
    pence: number,
    reason: string,
    cancelling: boolean,
  ): Promise<void> {
    if (pence <= 0) return;
    const before = payment.refundedPence;
    const after = before + pence;
    const reference = await this.provider.refund(payment.paymentIntentId, pence, `refund-${order.id}-${before}-${after}`);
    await this.write(
      manager,
      payment,
      'refunded',
      pence,
      { providerReference: reference, reason },
      {
        refundedPence: after,
        status: statusAfterRefunds({ paidPence: payment.paidPence, refundedPence: after }),
      },
    );
    if (!cancelling) {
      const facts = await this.orders.facts(manager, order.id);
      const lines = (facts?.items ?? []).map((item) => ({ id: item.id, feePence: toPence(item.unitPrice) * item.quantity }));
      await this.earnings.adjustForRefund(manager, order.id, shareChanges(lines, before, after), todayInLondon());
    }
    await this.notifications.queue(manager, {
      kind: 'refund-issued',
      to: order.customerEmail,
      order: this.facts(order),
      accessToken: await this.orders.pageToken(manager, order.id),
      amount: formatPence(pence),
      reason,
      full: after >= payment.paidPence,
    });
  }

  /** One movement, and the payment row's new sums and status, together. */
  async write(
    manager: EntityManager,
    payment: OrderPayment,
    kind: PaymentMovementKind,
    pence: number,
    detail: { method?: string | null; providerReference?: string | null; reason?: string | null },
    changes: Partial<OrderPayment>,
  ): Promise<void> {
    const now = new Date();
    await manager.insert(PaymentMovement, {
      id: randomUUID(),
      orderId: payment.orderId,
      kind,
      amountPence: pence,
      method: detail.method ?? null,
      providerReference: detail.providerReference ?? null,
      reason: detail.reason ?? null,
      createdAt: now,
    });
    await manager.update(OrderPayment, { orderId: payment.orderId }, { ...changes, updatedAt: now });
    Object.assign(payment, changes, { updatedAt: now });
  }

  /** The hold on a card is gone (released here or at the provider): the payment is void. */
  writeReleased(manager: EntityManager, payment: OrderPayment, pence: number, paymentIntentId: string | null): Promise<void> {
    return this.write(manager, payment, 'released', pence, { providerReference: paymentIntentId }, { status: 'void', authorisedPence: 0 });
  }

  facts(order: Pick<PaymentOrder, 'id' | 'customerName'>): { id: string; customerName: string } {
    return { id: order.id, customerName: order.customerName };
  }
}
