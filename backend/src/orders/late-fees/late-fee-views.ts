import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import {
  LateFeeState,
  LateFeeView,
  LateFeesView,
  NotReturnedOrderView,
  OwedItemView,
  OwedKind,
  daysBetween,
  formatDay,
  formatPence,
  rentalSchedule,
  todayInLondon,
} from '@dw/contracts';
import { Order } from '../order.entity';
import { LateFee } from './late-fee.entity';

type Overdue = Pick<Order, 'id' | 'overdueSince' | 'lateFeeCapPence' | 'notReturnedReportedAt'>;

/** Late fees as the order pages and the admin's lists read them. */
@Injectable()
export class LateFeeViews {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each overdue order's fees summed by state; orders never overdue are left out (their view says null). */
  async viewsOf(orders: readonly Overdue[]): Promise<Map<string, LateFeesView>> {
    const overdue = orders.filter((o) => o.overdueSince !== null);
    if (overdue.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(LateFee)
      .createQueryBuilder('f')
      .select('f.orderId', 'orderId')
      .addSelect('f.state', 'state')
      .addSelect('COUNT(*)', 'days')
      .addSelect('SUM(f.amountPence)', 'pence')
      .where({ orderId: In(overdue.map((o) => o.id)) })
      .groupBy('f.orderId')
      .addGroupBy('f.state')
      .getRawMany<{ orderId: string; state: LateFeeState; days: string | number; pence: string | number }>();
    return new Map(
      overdue.map((order) => {
        const mine = rows.filter((r) => r.orderId === order.id);
        const pence = (state?: LateFeeState) =>
          mine.filter((r) => !state || r.state === state).reduce((sum, r) => sum + Number(r.pence), 0);
        return [
          order.id,
          {
            overdueSince: order.overdueSince ?? '',
            days: mine.reduce((sum, r) => sum + Number(r.days), 0),
            total: formatPence(pence()),
            charged: formatPence(pence('charged')),
            owed: formatPence(pence('owed')),
            failed: formatPence(pence('failed')),
            collected: formatPence(pence('collected')),
            cap: formatPence(order.lateFeeCapPence ?? 0),
            notReturnedReportedAt: order.notReturnedReportedAt?.toISOString() ?? null,
          },
        ];
      }),
    );
  }

  async viewOf(order: Overdue): Promise<LateFeesView | null> {
    return (await this.viewsOf([order])).get(order.id) ?? null;
  }

  /** Admin: fees newest first, of one state (owed: the ones to collect) or one order; a page. */
  async list(
    filter: { state?: LateFeeState; orderId?: string },
    offset: number,
    limit: number,
  ): Promise<{ items: LateFeeView[]; total: number }> {
    const [fees, total] = await this.dataSource.getRepository(LateFee).findAndCount({
      where: { ...(filter.state ? { state: filter.state } : {}), ...(filter.orderId ? { orderId: filter.orderId } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    const orderIds = [...new Set(fees.map((f) => f.orderId))];
    const orders = orderIds.length
      ? await this.dataSource.getRepository(Order).find({ select: { id: true, customerName: true }, where: { id: In(orderIds) } })
      : [];
    const names = new Map(orders.map((o) => [o.id, o.customerName]));
    return {
      total,
      items: fees.map((f) => ({
        id: f.id,
        orderId: f.orderId,
        customerName: names.get(f.orderId) ?? '',
        day: f.day,
        amount: formatPence(f.amountPence),
        state: f.state,
        failureCode: f.failureCode,
        providerReference: f.providerReference,
        createdAt: f.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Admin: what renters owe, of both kinds (late fees and damage charges that could not be taken
   * from the card), newest first; a page. One query over both tables so the page is the server's.
   */
  async owed(offset: number, limit: number): Promise<{ items: OwedItemView[]; total: number }> {
    const rows = await this.dataSource.query<
      {
        kind: OwedKind;
        id: string;
        orderId: string;
        detail: string;
        amountPence: number | string;
        failureCode: string | null;
        createdAt: Date | string;
      }[]
    >(
      `SELECT 'late-fee' AS kind, id, orderId, day AS detail, amountPence, failureCode, createdAt FROM late_fees WHERE state = 'owed'
       UNION ALL
       SELECT 'damage' AS kind, id, orderId, reason AS detail, amountPence, failureCode, createdAt FROM owed_charges WHERE state = 'owed'
       ORDER BY createdAt DESC, id DESC LIMIT ? OFFSET ?`,
      [limit, offset],
    );
    const [{ n }] = await this.dataSource.query<{ n: number | string }[]>(
      `SELECT (SELECT COUNT(*) FROM late_fees WHERE state = 'owed') + (SELECT COUNT(*) FROM owed_charges WHERE state = 'owed') AS n`,
    );
    const names = await this.customerNames(rows.map((r) => r.orderId));
    return {
      total: Number(n),
      items: rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        orderId: r.orderId,
        customerName: names.get(r.orderId) ?? '',
        description: r.kind === 'late-fee' ? `Late return fee, ${formatDay(r.detail)}` : r.detail,
        amount: formatPence(Number(r.amountPence)),
        failureCode: r.failureCode,
        createdAt: asInstant(r.createdAt).toISOString(),
      })),
    };
  }

  private async customerNames(orderIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(orderIds)];
    if (ids.length === 0) return new Map();
    const orders = await this.dataSource.getRepository(Order).find({ select: { id: true, customerName: true }, where: { id: In(ids) } });
    return new Map(orders.map((o) => [o.id, o.customerName]));
  }

  /** Admin: the orders reported not returned and still out, newest report first; a page. */
  async notReturned(offset: number, limit: number): Promise<{ items: NotReturnedOrderView[]; total: number }> {
    const where = 'o.notReturnedReportedAt IS NOT NULL AND o.status = :status';
    const [orders, total] = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where(where, { status: 'processing' })
      .orderBy('o.notReturnedReportedAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    const fees = await this.viewsOf(orders);
    const today = todayInLondon();
    return {
      total,
      items: orders.map((o) => {
        const { returnPost } = rentalSchedule({ start: o.rentalEndDate, end: o.rentalEndDate });
        return {
          orderId: o.id,
          customerName: o.customerName,
          customerEmail: o.customerEmail,
          customerPhone: o.customerPhone,
          rentalEndDate: o.rentalEndDate,
          returnPost,
          daysLate: daysBetween(returnPost, today),
          lateFees: fees.get(o.id)?.total ?? '0.00',
          reportedAt: (o.notReturnedReportedAt as Date).toISOString(),
        };
      }),
    };
  }
}

/** A datetime read raw: a Date from MariaDB, or SQLite's UTC text ('YYYY-MM-DD HH:MM:SS.SSS'). */
function asInstant(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}
