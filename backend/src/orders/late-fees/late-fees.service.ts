import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThanOrEqual, MoreThan } from 'typeorm';
import { LateFeeState, OwedKind, formatPence, toPence, unitPricePence } from '@dw/contracts';
import { ProductsService } from '../../catalogue/products.service';
import { AppError } from '../../common/app-error';
import { isDuplicateKeyError } from '../../common/db-errors';
import { serialTransaction } from '../../common/serial-transaction';
import { isUuid } from '../../common/uuid';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { NotificationsService } from '../../notifications/notifications.service';
import { PaymentsService, notCollectable } from '../../payments/payments.service';
import { OrderItem } from '../order-item.entity';
import { OrderLinks } from '../order-links';
import { OrderProcess } from '../order-process';
import { Order } from '../order.entity';
import {
  feesToAdd,
  lateFeeCapPence,
  lateFeeRunDay,
  lateness,
  latestLateRentalEnd,
  notReturnedDue,
  overdueNoticeDue,
} from './domain/late-fees';
import { LateFee } from './late-fee.entity';

const owedNotFound = () => AppError.notFound('Nothing owed with this id.', 'OWED_NOT_FOUND');

/** Overdue orders read per batch: a bad week's late returns never load at once. */
export const LATE_FEE_BATCH = 100;

/** What one run did, for the job's log and the tests. */
export interface LateFeeRun {
  overdue: number;
  feesAdded: number;
  noticesSent: number;
  notReturnedReported: number;
  retried: number;
}

/**
 * The daily round of late returns (LateFeesJob runs it hourly; from OVERDUE_RUN_HOUR UK it works
 * for that day). For each dispatched order still out RETURN_TRANSIT_DAYS after its return post: stamps it overdue with its cap,
 * adds one fee row per late day (the unique order+day key keeps a rerun or a second replica from
 * adding another), charges it on the saved card, e-mails the renter on her notice days, and tells
 * the admin once when it is NOT_RETURNED_AFTER_DAYS late. Each order is one transaction of its own,
 * so one order's trouble never stops the round. A return (the order process moving it to
 * completed) takes it out of the round: no fee is added after it.
 */
@Injectable()
export class LateFeesService {
  private readonly logger = new Logger('LateFees');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly payments: PaymentsService,
    private readonly notifications: NotificationsService,
    private readonly links: OrderLinks,
    private readonly products: ProductsService,
    private readonly process: OrderProcess,
  ) {}

  async runDue(now: Date): Promise<LateFeeRun> {
    const run: LateFeeRun = { overdue: 0, feesAdded: 0, noticesSent: 0, notReturnedReported: 0, retried: 0 };
    // Fees tried in this run are not tried again in it: a provider that just failed gets until the next run.
    const tried = new Set<string>();
    const today = lateFeeRunDay(now);
    if (!today) return run;
    let after: string | null = null;
    for (;;) {
      // Keyset paging by id: an order returned meanwhile drops out, and none is read twice.
      const batch: Order[] = await this.dataSource.getRepository(Order).find({
        where: {
          status: 'processing',
          rentalEndDate: LessThanOrEqual(latestLateRentalEnd(today)),
          ...(after === null ? {} : { id: MoreThan(after) }),
        },
        order: { id: 'ASC' },
        take: LATE_FEE_BATCH,
      });
      for (const order of batch) {
        try {
          await serialTransaction(this.dataSource, (manager) => this.runOrder(manager, order.id, today, now, run, tried));
          run.overdue++;
        } catch (error) {
          // Another replica's insert of the same day won the unique key: that day is done.
          if (!isDuplicateKeyError(error))
            this.logger.warn(`Late fees of order ${order.id} not done: ${(error as Error)?.message ?? String(error)}`);
        }
      }
      if (batch.length < LATE_FEE_BATCH) break;
      after = batch[batch.length - 1].id;
    }
    run.retried = await this.retryFailed(tried);
    return run;
  }

  /** One overdue order's day, under its row's lock, while it is still dispatched. */
  private async runOrder(
    manager: EntityManager,
    orderId: string,
    today: string,
    now: Date,
    run: LateFeeRun,
    tried: Set<string>,
  ): Promise<void> {
    const order = await this.lockOrder(manager, orderId);
    if (!order || order.status !== 'processing') return;
    const { returnPost, firstLateDay, daysLate, feeDays } = lateness(order.rentalEndDate, today);
    // Within the days a parcel posted on time may take: not late yet.
    if (feeDays < 1) return;
    const capPence = order.lateFeeCapPence ?? (await this.capOf(manager, order.id));
    if (order.overdueSince === null) await this.process.markOverdue(manager, order.id, firstLateDay, capPence);
    const existing = await manager.getRepository(LateFee).find({ select: { day: true, amountPence: true }, where: { orderId: order.id } });
    const fees = feesToAdd({
      firstLateDay,
      today,
      daysWithFee: new Set(existing.map((fee) => fee.day)),
      dailyPence: this.config.lateFees.dailyPence,
      capPence,
      feesSoFarPence: existing.reduce((sum, fee) => sum + fee.amountPence, 0),
    });
    const declined: { pence: number; code: string }[] = [];
    for (const fee of fees) {
      const added = await this.addFee(manager, order.id, fee.day, fee.amountPence);
      tried.add(added.id);
      if (added.declinedCode) declined.push({ pence: fee.amountPence, code: added.declinedCode });
      run.feesAdded++;
    }
    // One notice per order and run, however many days the card refused (a run that catches up adds several).
    if (declined.length > 0) {
      await this.tellAdminDeclined(
        manager,
        order,
        declined.length,
        declined.reduce((sum, d) => sum + d.pence, 0),
        declined[0].code,
      );
    }
    const feesSoFar = existing.reduce((sum, fee) => sum + fee.amountPence, 0) + fees.reduce((sum, fee) => sum + fee.amountPence, 0);
    if (
      overdueNoticeDue(order.overdueNoticeDay, today) &&
      (await this.process.stampOverdueNotice(manager, order.id, order.overdueNoticeDay, today))
    ) {
      await this.notifications.queue(manager, {
        kind: 'order-overdue',
        to: order.customerEmail,
        order: { id: order.id, customerName: order.customerName, rentalEndDate: order.rentalEndDate },
        returnPost,
        daysLate,
        feesSoFar: formatPence(feesSoFar),
        dailyFee: formatPence(this.config.lateFees.dailyPence),
        feeCap: formatPence(capPence),
        accessToken: await this.links.forExistingOrder(manager, order.id),
      });
      run.noticesSent++;
    }
    if (
      order.notReturnedReportedAt === null &&
      notReturnedDue(returnPost, today) &&
      (await this.process.stampNotReturned(manager, order.id, now))
    ) {
      await this.notifications.queue(manager, {
        kind: 'admin-order-not-returned',
        orderId: order.id,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        returnPost,
        daysLate,
        feesSoFar: formatPence(feesSoFar),
      });
      run.notReturnedReported++;
    }
  }

  /**
   * Writes the day's fee and charges it. The row goes in first: a second replica's insert of the
   * same day fails on the unique key and rolls its whole order back, so only one charges. A charge
   * that went through before a rollback is the same charge on the next run (same idempotency key).
   */
  private async addFee(
    manager: EntityManager,
    orderId: string,
    day: string,
    amountPence: number,
  ): Promise<{ id: string; declinedCode: string | null }> {
    const now = new Date();
    const id = randomUUID();
    await manager.insert(LateFee, {
      id,
      orderId,
      day,
      amountPence,
      state: 'failed',
      providerReference: null,
      failureCode: null,
      createdAt: now,
      updatedAt: now,
    });
    return { id, declinedCode: (await this.charge(manager, id, orderId, day, amountPence)).declinedCode };
  }

  /** The card refused `days` fees of the order: the admin is told they are owed (Late returns tab). */
  private async tellAdminDeclined(
    manager: EntityManager,
    order: Pick<Order, 'id' | 'customerName' | 'customerEmail'>,
    days: number,
    pence: number,
    code: string,
  ): Promise<void> {
    await this.notifications.queue(manager, {
      kind: 'admin-charge-declined',
      orderId: order.id,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      what: days === 1 ? 'a late return fee' : `late return fees (${days} days)`,
      amount: formatPence(pence),
      failureCode: code,
    });
  }

  /**
   * Charges one fee row and records how it ended; a provider failure leaves it `failed` for the next
   * run. `declinedCode` is the card's answer when it refused (not when there is no card to charge).
   */
  private async charge(
    manager: EntityManager,
    id: string,
    orderId: string,
    day: string,
    amountPence: number,
  ): Promise<{ state: LateFeeState; declinedCode: string | null }> {
    let state: LateFeeState;
    let changes: Partial<LateFee>;
    try {
      const result = await this.payments.chargeLateFee(manager, orderId, day, amountPence);
      if (result.outcome === 'charged') {
        state = 'charged';
        changes = { providerReference: result.reference, failureCode: null };
      } else if (result.outcome === 'declined') {
        state = 'owed';
        changes = { providerReference: result.reference, failureCode: result.code.slice(0, 64) };
      } else {
        state = 'owed';
        changes = { failureCode: 'no-card' };
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      state = 'failed';
      changes = { failureCode: 'provider-unavailable' };
    }
    await manager.update(LateFee, { id }, { ...changes, state, updatedAt: new Date() });
    return { state, declinedCode: state === 'owed' && changes.failureCode !== 'no-card' ? (changes.failureCode ?? null) : null };
  }

  /** Fees whose charge the provider did not answer are tried again (same key: never charged twice). */
  private async retryFailed(tried: ReadonlySet<string>): Promise<number> {
    const failed = await this.dataSource
      .getRepository(LateFee)
      .find({ where: { state: 'failed' }, order: { createdAt: 'ASC' }, take: LATE_FEE_BATCH });
    let retried = 0;
    for (const fee of failed) {
      if (tried.has(fee.id)) continue;
      const state = await serialTransaction(this.dataSource, async (manager) => {
        const still = await manager.getRepository(LateFee).findOneBy({ id: fee.id, state: 'failed' });
        if (!still) return null;
        const charged = await this.charge(manager, fee.id, fee.orderId, fee.day, fee.amountPence);
        const order = charged.declinedCode ? await manager.getRepository(Order).findOneBy({ id: fee.orderId }) : null;
        if (order && charged.declinedCode) await this.tellAdminDeclined(manager, order, 1, fee.amountPence, charged.declinedCode);
        return charged.state;
      }).catch(() => null);
      if (state && state !== 'failed') retried++;
    }
    return retried;
  }

  /**
   * The admin records money owed as paid another way (a bank transfer, with its reference): a late
   * fee or a damage charge, only while it is owed (409 once collected or taken by the card).
   */
  async markCollected(kind: OwedKind, id: string, reference: string): Promise<void> {
    if (!isUuid(id)) throw owedNotFound();
    const now = new Date();
    await serialTransaction(this.dataSource, async (manager) => {
      if (kind === 'damage') {
        await this.payments.markOwedCollected(manager, id, reference, now);
        return;
      }
      const fee = await manager.getRepository(LateFee).findOneBy({ id });
      if (!fee) throw owedNotFound();
      const moved = await manager.update(
        LateFee,
        { id, state: 'owed' },
        { state: 'collected', providerReference: reference.slice(0, 255), updatedAt: now },
      );
      if (!moved.affected) throw notCollectable(fee.state);
    });
  }

  private async lockOrder(manager: EntityManager, orderId: string): Promise<Order | null> {
    let query = manager.createQueryBuilder(Order, 'o').where('o.id = :orderId', { orderId });
    if (manager.connection.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** The cap, from the order's lines and the dresses' 4-day prices now (lateFeeCapPence keeps it once set). */
  private async capOf(manager: EntityManager, orderId: string): Promise<number> {
    const items = await manager.getRepository(OrderItem).find({ where: { orderId } });
    const productIds = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
    const products = await this.products.findMany(productIds);
    return lateFeeCapPence(
      items.map((item) => {
        const product = item.productId ? products.get(item.productId) : undefined;
        return {
          duration: item.duration,
          quantity: item.quantity,
          unitPricePence: toPence(item.unitPrice),
          isBackup: item.isBackup,
          fourDayPricePence: product ? unitPricePence(product, 4) : null,
        };
      }),
    );
  }
}
