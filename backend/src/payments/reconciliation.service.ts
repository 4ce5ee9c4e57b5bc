import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, In } from 'typeorm';
import { ReconciliationView, formatPence } from '@dw/contracts';
import { londonDayStart } from '../common/admin-list/london-day';
import { EarningsLedgerService } from '../payouts/earnings-ledger.service';
import { PaymentMovement } from './payment-movement.entity';
import { PaymentsService } from './payments.service';

/** The [start, end) instants of a UK month 'YYYY-MM'. */
function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  return { start: londonDayStart(`${month}-01`), end: londonDayStart(`${next}-01`) };
}

/**
 * One UK month's money: what the movements say came in and went back, against what the orders whose
 * money was taken that month say they cost, and how the net splits between the lenders and the shop.
 */
@Injectable()
export class ReconciliationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly earnings: EarningsLedgerService,
  ) {}

  async month(month: string): Promise<ReconciliationView> {
    const { start, end } = monthBounds(month);
    const manager = this.dataSource.manager;
    const rows = await manager.getRepository(PaymentMovement).find({
      select: { orderId: true, kind: true, amountPence: true },
      where: { kind: In(['captured', 'recorded', 'refunded']), createdAt: Between(start, new Date(end.getTime() - 1)) },
    });
    const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.amountPence, 0);
    const captured = sum('captured');
    const recorded = sum('recorded');
    const refunded = sum('refunded');
    const taken = [...new Set(rows.filter((r) => r.kind !== 'refunded').map((r) => r.orderId))];
    const figures = await this.payments.orders.figures(manager, taken);
    const total = (pick: (f: (typeof figures)[number]) => number) => figures.reduce((s, f) => s + pick(f), 0);
    const rentalFees = total((f) => f.subtotalPence);
    const cleaning = total((f) => f.cleaningPence);
    const insurance = total((f) => f.insurancePence);
    const discounts = total((f) => f.subtotalPence + f.cleaningPence + f.insurancePence - f.totalPence);
    const net = captured + recorded - refunded;
    const expectedNet = rentalFees + cleaning + insurance - discounts - refunded;
    const refundedOrders = [...new Set(rows.filter((r) => r.kind === 'refunded').map((r) => r.orderId))].filter(
      (id) => !taken.includes(id),
    );
    const lenderShare = await this.earnings.shareOfOrders(manager, [...taken, ...refundedOrders]);
    return {
      month,
      captured: formatPence(captured),
      recorded: formatPence(recorded),
      refunded: formatPence(refunded),
      net: formatPence(net),
      orderCount: figures.length,
      rentalFees: formatPence(rentalFees),
      cleaning: formatPence(cleaning),
      insurance: formatPence(insurance),
      discounts: formatPence(discounts),
      expectedNet: formatPence(expectedNet),
      balanced: net === expectedNet,
      lenderShare: formatPence(lenderShare),
      shopShare: formatPence(net - lenderShare),
    };
  }
}
