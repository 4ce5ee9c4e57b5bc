import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import {
  AdminPayoutView,
  EARNING_TRANSITIONS,
  EarningsSummary,
  LenderEarning,
  LenderEarningsPage,
  LenderPayoutsPage,
  PAYOUT_DOWNLOADS_SHOWN,
  PAYOUT_EMAIL_RENTALS,
  PAYOUT_TRANSITIONS,
  PayoutFileDownloadView,
  PayoutRunDetail,
  PayoutRunPage,
  PayoutRunView,
  formatPence,
  lenderSharePence,
  orderReference,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { assertTransition, transitionStatus } from '../common/state-machine';
import { isUuid } from '../common/uuid';
import { LendersService } from '../lenders/lenders.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BankFileRow, bankFileCsv, payoutReference } from './domain/bank-file';
import { nextPayoutDate, periodDays, periodHasEnded, ukPeriod } from './domain/period';
import { planPayouts } from './domain/plan-payouts';
import { Earning } from './earning.entity';
import { PayoutFileDownload } from './payout-file-download.entity';
import { PayoutRun } from './payout-run.entity';
import { Payout } from './payout.entity';

/** An order line the checkout found to be a lender's dress. */
export interface NewEarning {
  orderId: string;
  orderItemId: string;
  lenderAccountId: string;
  productName: string;
  size: string;
  startDate: string;
  endDate: string;
  /** Unit price × quantity, in pence. */
  rentalFeePence: number;
}

/** The admin asking for a run's bank file, as the download log records it. */
export interface Downloader {
  sessionId: string | null;
  clientAddress: string | null;
}

/** Ids per UPDATE … WHERE id IN (…): well under SQLite's 999 bound parameters. */
const CHUNK = 500;
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const runNotFound = () => AppError.notFound('Payout run not found.', 'PAYOUT_RUN_NOT_FOUND');

export interface RunOutcome {
  run: PayoutRunView;
  /** False when the period's run already existed: nothing was changed. */
  created: boolean;
}

/**
 * Earnings (one per lender's order line), the monthly payout runs and their bank files. Orders call
 * in with their transaction's EntityManager; lenders' standing and bank details come from LendersService.
 */
@Injectable()
export class PayoutsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lenders: LendersService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Inside the checkout's transaction: each lender's line earns her share, pending until the order completes. */
  async recordEarnings(manager: EntityManager, lines: readonly NewEarning[]): Promise<void> {
    if (lines.length === 0) return;
    const createdAt = new Date();
    await manager.insert(
      Earning,
      lines.map((line) => ({
        id: randomUUID(),
        ...line,
        amountPence: lenderSharePence(line.rentalFeePence),
        status: 'pending' as const,
        earnedOn: null,
        payoutId: null,
        createdAt,
      })),
    );
  }

  /** Inside the order's status change: completed on `today` (a UK day), its earnings are earned that day. */
  async earnOrder(manager: EntityManager, orderId: string, today: string): Promise<void> {
    assertTransition(EARNING_TRANSITIONS, 'earning', 'pending', 'earned');
    await manager.getRepository(Earning).update({ orderId, status: 'pending' }, { status: 'earned', earnedOn: today });
  }

  /** Inside the order's status change: a cancelled order earns nothing. */
  async cancelOrder(manager: EntityManager, orderId: string): Promise<void> {
    assertTransition(EARNING_TRANSITIONS, 'earning', 'pending', 'cancelled');
    await manager.getRepository(Earning).update({ orderId, status: 'pending' }, { status: 'cancelled' });
  }

  /**
   * Pays `period`'s earnings: one payout per lender who can be paid. The run's row is unique per
   * period and goes in first, so a second run of the month (or a concurrent one, which waits on the
   * row's key) finds it and changes nothing.
   */
  async run(period: string, now: Date): Promise<RunOutcome> {
    if (!periodHasEnded(period, now)) {
      throw AppError.invalid(
        `period must be a month that has ended: ${period} is not over yet (it is ${ukPeriod(now)} in the UK).`,
        'PAYOUT_PERIOD_NOT_ENDED',
      );
    }
    const existing = await this.findRun(period);
    if (existing) return { run: existing, created: false };
    try {
      const id = await serialTransaction(this.dataSource, (m) => this.plan(m, period));
      return { run: this.runView(await this.loadRun(id)), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.findRun(period);
      if (!winner) throw error;
      return { run: winner, created: false };
    }
  }

  private async plan(m: EntityManager, period: string): Promise<string> {
    const id = randomUUID();
    await m.insert(PayoutRun, {
      id,
      period,
      status: 'scheduled',
      payoutCount: 0,
      totalPence: 0,
      skippedLenders: 0,
      createdAt: new Date(),
      paidAt: null,
    });
    const { from, before } = periodDays(period);
    const earnings = await m
      .getRepository(Earning)
      .createQueryBuilder('e')
      .select(['e.id', 'e.lenderAccountId', 'e.amountPence'])
      .where('e.status = :earned AND e.payoutId IS NULL AND e.earnedOn >= :from AND e.earnedOn < :before', {
        earned: 'earned',
        from,
        before,
      })
      .getMany();
    const payees = await this.lenders.payeesOf(
      m,
      earnings.map((e) => e.lenderAccountId),
      false,
    );
    const plan = planPayouts(
      earnings,
      new Map([...payees].map(([lenderId, p]) => [lenderId, { approved: p.approved, erased: p.erased, hasBankDetails: p.bank !== null }])),
    );
    for (const planned of plan.payouts) {
      const payoutId = randomUUID();
      await m.insert(Payout, {
        id: payoutId,
        runId: id,
        lenderAccountId: planned.lenderAccountId,
        period,
        amountPence: planned.amountPence,
        earningCount: planned.earningIds.length,
        status: 'scheduled',
        paidAt: null,
      });
      for (const ids of chunks(planned.earningIds)) {
        await m.getRepository(Earning).update({ id: In(ids), payoutId: IsNull() }, { payoutId });
      }
    }
    await m
      .getRepository(PayoutRun)
      .update({ id }, { payoutCount: plan.payouts.length, totalPence: plan.totalPence, skippedLenders: plan.skippedLenderIds.length });
    return id;
  }

  /** The admin's list of runs, newest period first. */
  async listRuns(page: number, pageSize: number): Promise<PayoutRunPage> {
    const [rows, total] = await this.dataSource.getRepository(PayoutRun).findAndCount({
      order: { period: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items: rows.map((r) => this.runView(r)), total, page, pageSize };
  }

  /** A run with one page of its payouts (largest first), the lenders named and their bank details masked. */
  async runDetail(id: string, page: number, pageSize: number): Promise<PayoutRunDetail> {
    const run = await this.loadRun(id);
    const m = this.dataSource.manager;
    const payouts = await m.getRepository(Payout).find({
      where: { runId: id },
      order: { amountPence: 'DESC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const payees = await this.lenders.payeesOf(
      m,
      payouts.map((p) => p.lenderAccountId),
      false,
    );
    const [downloads, downloadCount] = await m.getRepository(PayoutFileDownload).findAndCount({
      where: { runId: id },
      order: { downloadedAt: 'DESC', id: 'ASC' },
      take: PAYOUT_DOWNLOADS_SHOWN,
    });
    return {
      ...this.runView(run),
      payouts: payouts.map((p): AdminPayoutView => {
        const payee = payees.get(p.lenderAccountId);
        return {
          ...this.payoutBase(p),
          lenderAccountId: p.lenderAccountId,
          lenderName: payee?.fullName ?? '',
          sortCode: payee?.bank?.sortCode ?? '',
          accountNumber: payee?.bank?.accountNumber ?? '',
          earningCount: p.earningCount,
        };
      }),
      page,
      pageSize,
      skippedLenders: run.skippedLenders,
      downloads: downloads.map((d) => this.downloadView(d)),
      downloadCount,
    };
  }

  /**
   * The bank's bulk-payment file for a run, with the digits decrypted for this file only; the
   * download is logged in the same transaction. A lender erased since the run has no details left
   * and no row (her payout shows with blank bank details in the run).
   */
  async bankFile(id: string, by: Downloader): Promise<{ filename: string; csv: string }> {
    const run = await this.loadRun(id);
    const csv = await serialTransaction(this.dataSource, async (m) => {
      const payouts = await m.getRepository(Payout).find({ where: { runId: id }, order: { amountPence: 'DESC', id: 'ASC' } });
      const payees = await this.lenders.payeesOf(
        m,
        payouts.map((p) => p.lenderAccountId),
        true,
      );
      const rows = payouts.flatMap((p): BankFileRow[] => {
        const bank = payees.get(p.lenderAccountId)?.bank;
        return bank ? [{ ...bank, amountPence: p.amountPence, reference: payoutReference(run.period, p.lenderAccountId) }] : [];
      });
      await m.insert(PayoutFileDownload, {
        id: randomUUID(),
        runId: id,
        downloadedBy: by.sessionId ? `admin:${createHash('sha256').update(by.sessionId).digest('hex').slice(0, 12)}` : 'admin',
        clientAddress: by.clientAddress?.slice(0, 64) ?? null,
        downloadedAt: new Date(),
      });
      return bankFileCsv(rows);
    });
    return { filename: `payouts-${run.period}.csv`, csv };
  }

  /**
   * The transfers are done: the run and its payouts are paid, their earnings too, and each lender
   * is e-mailed her amount and the rentals it covers. A second call is 409 ILLEGAL_TRANSITION.
   */
  async markPaid(id: string): Promise<PayoutRunView> {
    const run = await this.loadRun(id);
    const paidAt = new Date();
    await serialTransaction(this.dataSource, async (m) => {
      await transitionStatus(m, {
        entity: PayoutRun,
        label: 'payout run',
        table: PAYOUT_TRANSITIONS,
        id,
        from: run.status,
        to: 'paid',
        changedMeanwhile: 'This payout run was just marked paid by someone else - please reload it.',
        notFound: runNotFound,
      });
      await m.getRepository(PayoutRun).update({ id }, { paidAt });
      await m.getRepository(Payout).update({ runId: id, status: 'scheduled' }, { status: 'paid', paidAt });
      const payouts = await m.getRepository(Payout).find({ where: { runId: id }, order: { id: 'ASC' } });
      assertTransition(EARNING_TRANSITIONS, 'earning', 'earned', 'paid');
      for (const ids of chunks(payouts.map((p) => p.id))) {
        await m.getRepository(Earning).update({ payoutId: In(ids), status: 'earned' }, { status: 'paid' });
      }
      const contacts = await this.lenders.contactsOf(
        m,
        payouts.map((p) => p.lenderAccountId),
      );
      for (const payout of payouts) {
        const contact = contacts.get(payout.lenderAccountId);
        if (!contact) continue;
        const covered = await m.getRepository(Earning).find({
          where: { payoutId: payout.id },
          order: { startDate: 'ASC', id: 'ASC' },
          take: PAYOUT_EMAIL_RENTALS,
        });
        await this.notifications.queue(m, {
          kind: 'payout-paid',
          to: contact.email,
          lenderId: contact.id,
          lenderName: contact.fullName,
          period: payout.period,
          amount: formatPence(payout.amountPence),
          rentals: covered.map((e) => ({
            productName: e.productName,
            size: e.size,
            startDate: e.startDate,
            endDate: e.endDate,
            amount: formatPence(e.amountPence),
          })),
          rentalCount: payout.earningCount,
        });
      }
    });
    return this.runView(await this.loadRun(id));
  }

  /** The lender's own earnings, newest first, with her month, to date, pending and the next payout day. */
  async earningsOf(lenderAccountId: string, page: number, pageSize: number, now: Date = new Date()): Promise<LenderEarningsPage> {
    const repo = this.dataSource.getRepository(Earning);
    const [rows, total] = await repo.findAndCount({
      where: { lenderAccountId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const { from, before } = periodDays(ukPeriod(now));
    const sums = await repo
      .createQueryBuilder('e')
      .select('e.status', 'status')
      .addSelect('SUM(e.amountPence)', 'total')
      .addSelect('SUM(CASE WHEN e.earnedOn >= :from AND e.earnedOn < :before THEN e.amountPence ELSE 0 END)', 'month')
      .where('e.lenderAccountId = :lenderAccountId', { lenderAccountId, from, before })
      .groupBy('e.status')
      .getRawMany<{ status: string; total: string | number; month: string | number }>();
    const summary: EarningsSummary = { thisMonthPence: 0, toDatePence: 0, pendingPence: 0, nextPayoutDate: nextPayoutDate(now) };
    for (const s of sums) {
      if (s.status === 'pending') summary.pendingPence += Number(s.total);
      if (s.status === 'earned' || s.status === 'paid') {
        summary.toDatePence += Number(s.total);
        summary.thisMonthPence += Number(s.month);
      }
    }
    return { items: rows.map((e) => this.earningView(e)), total, page, pageSize, summary };
  }

  /** The lender's own payouts, newest period first, each with the earnings it pays. */
  async payoutsOf(lenderAccountId: string, page: number, pageSize: number): Promise<LenderPayoutsPage> {
    const [payouts, total] = await this.dataSource.getRepository(Payout).findAndCount({
      where: { lenderAccountId },
      order: { period: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const earnings =
      payouts.length === 0
        ? []
        : await this.dataSource.getRepository(Earning).find({
            where: { payoutId: In(payouts.map((p) => p.id)), lenderAccountId },
            order: { startDate: 'ASC', id: 'ASC' },
          });
    return {
      items: payouts.map((p) => ({
        ...this.payoutBase(p),
        earnings: earnings.filter((e) => e.payoutId === p.id).map((e) => this.earningView(e)),
      })),
      total,
      page,
      pageSize,
    };
  }

  private async findRun(period: string): Promise<PayoutRunView | null> {
    const run = await this.dataSource.getRepository(PayoutRun).findOneBy({ period });
    return run ? this.runView(run) : null;
  }

  private async loadRun(id: string): Promise<PayoutRun> {
    const run = isUuid(id) ? await this.dataSource.getRepository(PayoutRun).findOneBy({ id }) : null;
    if (!run) throw runNotFound();
    return run;
  }

  private runView(run: PayoutRun): PayoutRunView {
    return {
      id: run.id,
      period: run.period,
      status: run.status,
      payoutCount: run.payoutCount,
      totalPence: run.totalPence,
      createdAt: run.createdAt.toISOString(),
      paidAt: run.paidAt ? run.paidAt.toISOString() : null,
    };
  }

  private payoutBase(p: Payout) {
    return {
      id: p.id,
      runId: p.runId,
      period: p.period,
      amountPence: p.amountPence,
      status: p.status,
      paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    };
  }

  private earningView(e: Earning): LenderEarning {
    return {
      id: e.id,
      orderReference: orderReference(e.orderId),
      productName: e.productName,
      size: e.size,
      startDate: e.startDate,
      endDate: e.endDate,
      rentalFeePence: e.rentalFeePence,
      amountPence: e.amountPence,
      status: e.status,
      earnedOn: e.earnedOn,
      payoutId: e.payoutId,
    };
  }

  private downloadView(d: PayoutFileDownload): PayoutFileDownloadView {
    return { id: d.id, downloadedBy: d.downloadedBy, clientAddress: d.clientAddress, downloadedAt: d.downloadedAt.toISOString() };
  }
}
