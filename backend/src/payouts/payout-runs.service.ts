import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import {
  AdminPayoutView,
  EARNING_TRANSITIONS,
  PAYOUT_DOWNLOADS_SHOWN,
  PAYOUT_EMAIL_RENTALS,
  PAYOUT_TRANSITIONS,
  PayoutRunDetail,
  PayoutRunView,
  formatPence,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { assertTransition, transitionStatus } from '../common/state-machine';
import { isUuid } from '../common/uuid';
import { LendersService } from '../lenders/lenders.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BankFileRow, bankFileCsv, payoutReference } from './domain/bank-file';
import { periodDays, unpayablePeriod } from './domain/period';
import { planPayouts } from './domain/plan-payouts';
import { Earning } from './earning.entity';
import { PayoutFileDownload } from './payout-file-download.entity';
import { PayoutRun } from './payout-run.entity';
import { downloadView, payoutBase, runView } from './payout-views';
import { Payout } from './payout.entity';

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

/** An earning as a payout e-mail lists it (amountPence is text on MariaDB's raw rows). */
interface RentalRow {
  productName: string;
  size: string;
  startDate: string;
  endDate: string;
  amountPence: number | string;
}

export interface RunOutcome {
  run: PayoutRunView;
  /** False when the period's run already existed: nothing was changed. */
  created: boolean;
}

/**
 * The monthly payout runs: planning a period's payouts from the earned ledger, the admin's view of
 * them, the bank's bulk-payment file and marking a run paid. Lenders' standing and bank details
 * come from LendersService.
 */
@Injectable()
export class PayoutRunsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lenders: LendersService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Pays what is owed at `period`'s end: one payout per lender who can be paid and whose balance is
   * positive. The run's row is unique per
   * period and goes in first, so a second run of the month (or a concurrent one, which waits on the
   * row's key) finds it and changes nothing.
   */
  async run(period: string, now: Date): Promise<RunOutcome> {
    const verdict = unpayablePeriod(period, await this.firstEarnedPeriod(), now);
    if (verdict?.problem === 'not-ended') {
      throw AppError.invalid(
        `period must be a month that has ended: ${period} is not over yet (it is ${verdict.now} in the UK).`,
        'PAYOUT_PERIOD_NOT_ENDED',
      );
    }
    if (verdict?.problem === 'before-first') {
      throw AppError.invalid(
        verdict.first === null
          ? `period must be a month in which lenders earned something: nothing has been earned yet, so ${period} has nothing to pay.`
          : `period must be a month from ${verdict.first} (the first month a lender earned anything) to the last month that has ended: ${period} is before it.`,
        'PAYOUT_PERIOD_OUT_OF_RANGE',
      );
    }
    const existing = await this.findRun(period);
    if (existing) return { run: existing, created: false };
    try {
      const id = await serialTransaction(this.dataSource, (m) => this.plan(m, period, now));
      return { run: runView(await this.loadRun(id)), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.findRun(period);
      if (!winner) throw error;
      return { run: winner, created: false };
    }
  }

  /** Whether `period` may be run at `now` (the monthly job skips a month nothing could be owed for). */
  async isPayable(period: string, now: Date): Promise<boolean> {
    return unpayablePeriod(period, await this.firstEarnedPeriod(), now) === null;
  }

  /** The UK month of the first earning ever earned ('YYYY-MM'), or null while none has been. */
  private async firstEarnedPeriod(): Promise<string | null> {
    const row = await this.dataSource
      .getRepository(Earning)
      .createQueryBuilder('e')
      .select('MIN(e.earnedOn)', 'first')
      .where('e.earnedOn IS NOT NULL')
      .getRawOne<{ first: string | null }>();
    return row?.first ? String(row.first).slice(0, 7) : null;
  }

  private async plan(m: EntityManager, period: string, now: Date): Promise<string> {
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
    const { before } = periodDays(period);
    const earnings = await m
      .getRepository(Earning)
      .createQueryBuilder('e')
      .select(['e.id', 'e.lenderAccountId', 'e.amountPence'])
      // Every funded earning not yet in a payout, earned by the period's end: an order paid late, or a
      // lender's balance left over (negative, or skipped) from an earlier run, is paid once, by the next run.
      .where('e.status = :earned AND e.funded = :funded AND e.payoutId IS NULL AND e.earnedOn < :before', {
        earned: 'earned',
        funded: true,
        before,
      })
      // A returned dress's earning waits out its 48-hour claim window, and any claim until it is decided.
      .andWhere('e.claimOpen = :claimOpen AND (e.claimWindowEndsAt IS NULL OR e.claimWindowEndsAt <= :now)', { claimOpen: false, now })
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
  async listRuns(window: PageWindow): Promise<ListPage<PayoutRunView>> {
    const [rows, total] = await this.dataSource.getRepository(PayoutRun).findAndCount({
      order: { period: 'DESC' },
      skip: window.offset,
      take: window.pageSize,
    });
    return listPage(
      rows.map((r) => runView(r)),
      total,
      window,
    );
  }

  /** A run with its skipped lenders and bank-file downloads; its payouts are a list of their own (payoutsOf). */
  async runDetail(id: string): Promise<PayoutRunDetail> {
    const run = await this.loadRun(id);
    const [downloads, downloadCount] = await this.dataSource.getRepository(PayoutFileDownload).findAndCount({
      where: { runId: id },
      order: { downloadedAt: 'DESC', id: 'ASC' },
      take: PAYOUT_DOWNLOADS_SHOWN,
    });
    return {
      ...runView(run),
      skippedLenders: run.skippedLenders,
      downloads: downloads.map((d) => downloadView(d)),
      downloadCount,
    };
  }

  /** One page of a run's payouts (largest first), the lenders named and their bank details masked. */
  async payoutsOf(id: string, window: PageWindow): Promise<ListPage<AdminPayoutView>> {
    const run = await this.loadRun(id);
    const m = this.dataSource.manager;
    const payouts = await m.getRepository(Payout).find({
      where: { runId: id },
      order: { amountPence: 'DESC', id: 'ASC' },
      skip: window.offset,
      take: window.pageSize,
    });
    const payees = await this.lenders.payeesOf(
      m,
      payouts.map((p) => p.lenderAccountId),
      false,
    );
    const items = payouts.map((p): AdminPayoutView => {
      const payee = payees.get(p.lenderAccountId);
      return {
        ...payoutBase(p),
        lenderAccountId: p.lenderAccountId,
        lenderName: payee?.fullName ?? '',
        sortCode: payee?.bank?.sortCode ?? '',
        accountNumber: payee?.bank?.accountNumber ?? '',
        earningCount: p.earningCount,
      };
    });
    // A run's payouts are written once, with it: its payoutCount is their number.
    return listPage(items, run.payoutCount, window);
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
      // Set-based, whatever the run's size: one UPDATE for its payouts, one for their earnings.
      await m.getRepository(PayoutRun).update({ id }, { paidAt });
      await m.getRepository(Payout).update({ runId: id, status: 'scheduled' }, { status: 'paid', paidAt });
      assertTransition(EARNING_TRANSITIONS, 'earning', 'earned', 'paid');
      await m
        .createQueryBuilder()
        .update(Earning)
        .set({ status: 'paid' })
        .where('status = :earned', { earned: 'earned' })
        .andWhere('payoutId IN (SELECT p.id FROM payouts p WHERE p.runId = :runId)', { runId: id })
        .execute();
      const payouts = await m.getRepository(Payout).find({ where: { runId: id }, order: { id: 'ASC' } });
      const contacts = await this.lenders.contactsOf(
        m,
        payouts.map((p) => p.lenderAccountId),
      );
      const covered = await this.firstRentalsOfRun(m, id);
      for (const payout of payouts) {
        const contact = contacts.get(payout.lenderAccountId);
        if (!contact) continue;
        await this.notifications.queue(m, {
          kind: 'payout-paid',
          to: contact.email,
          lenderId: contact.id,
          lenderName: contact.fullName,
          period: payout.period,
          amount: formatPence(payout.amountPence),
          rentals: (covered.get(payout.id) ?? []).map((e) => ({
            productName: e.productName,
            size: e.size,
            startDate: e.startDate,
            endDate: e.endDate,
            amount: formatPence(Number(e.amountPence)),
          })),
          rentalCount: payout.earningCount,
        });
      }
    });
    return runView(await this.loadRun(id));
  }

  /**
   * Per payout of the run, the first PAYOUT_EMAIL_RENTALS rentals it pays (by start date), for the
   * lenders' e-mails: one query for the whole run.
   */
  private async firstRentalsOfRun(m: EntityManager, runId: string): Promise<Map<string, RentalRow[]>> {
    // Plain identifiers: the same on MariaDB and SQLite (both have ROW_NUMBER).
    const rows = await m.query<(RentalRow & { payoutId: string })[]>(
      `SELECT payoutId, productName, size, startDate, endDate, amountPence FROM (
         SELECT e.payoutId, e.productName, e.size, e.startDate, e.endDate, e.amountPence,
                ROW_NUMBER() OVER (PARTITION BY e.payoutId ORDER BY e.startDate, e.id) AS n
         FROM earnings e WHERE e.payoutId IN (SELECT p.id FROM payouts p WHERE p.runId = ?)
       ) r WHERE r.n <= ? ORDER BY r.payoutId, r.n`,
      [runId, PAYOUT_EMAIL_RENTALS],
    );
    const byPayout = new Map<string, RentalRow[]>();
    for (const { payoutId, ...row } of rows) byPayout.set(payoutId, [...(byPayout.get(payoutId) ?? []), row]);
    return byPayout;
  }

  private async findRun(period: string): Promise<PayoutRunView | null> {
    const run = await this.dataSource.getRepository(PayoutRun).findOneBy({ period });
    return run ? runView(run) : null;
  }

  private async loadRun(id: string): Promise<PayoutRun> {
    const run = isUuid(id) ? await this.dataSource.getRepository(PayoutRun).findOneBy({ id }) : null;
    if (!run) throw runNotFound();
    return run;
  }
}
