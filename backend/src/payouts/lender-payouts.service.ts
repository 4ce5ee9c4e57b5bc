import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { EarningsSummary, LenderEarning, PayoutView } from '@dw/contracts';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { nextPayoutDate, periodDays, ukPeriod } from './domain/period';
import { Earning } from './earning.entity';
import { earningView, payoutBase } from './payout-views';
import { Payout } from './payout.entity';

/** The lender's own reads: her earnings and their summary, and her payouts with what each pays. */
@Injectable()
export class LenderPayoutsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The lender's own earnings, newest first. */
  async earningsOf(lenderAccountId: string, window: PageWindow): Promise<ListPage<LenderEarning>> {
    const [rows, total] = await this.dataSource.getRepository(Earning).findAndCount({
      where: { lenderAccountId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: window.offset,
      take: window.pageSize,
    });
    return listPage(
      rows.map((e) => earningView(e)),
      total,
      window,
    );
  }

  /** Her month, to date, pending and the next payout day, over all her earnings. */
  async summaryOf(lenderAccountId: string, now: Date = new Date()): Promise<EarningsSummary> {
    const repo = this.dataSource.getRepository(Earning);
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
    return summary;
  }

  /** The lender's own payouts, newest period first, each with the earnings it pays. */
  async payoutsOf(lenderAccountId: string, window: PageWindow): Promise<ListPage<PayoutView>> {
    const [payouts, total] = await this.dataSource.getRepository(Payout).findAndCount({
      where: { lenderAccountId },
      order: { period: 'DESC', id: 'DESC' },
      skip: window.offset,
      take: window.pageSize,
    });
    const earnings =
      payouts.length === 0
        ? []
        : await this.dataSource.getRepository(Earning).find({
            where: { payoutId: In(payouts.map((p) => p.id)), lenderAccountId },
            order: { startDate: 'ASC', id: 'ASC' },
          });
    const items = payouts.map((p) => ({
      ...payoutBase(p),
      earnings: earnings.filter((e) => e.payoutId === p.id).map((e) => earningView(e)),
    }));
    return listPage(items, total, window);
  }
}
