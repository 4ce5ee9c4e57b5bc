import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, EntityManager, In } from 'typeorm';
import { ReconciliationView, formatPence } from '@dw/contracts';
import { londonDayStart } from '../common/admin-list/london-day';
import { EarningsLedgerService } from '../payouts/earnings-ledger.service';
import { releasedBeforeTaken } from './domain/released-amount';
import { OrderPayment } from './order-payment.entity';
import { OwedCharge } from './owed-charge.entity';
import { PaymentMovement } from './payment-movement.entity';
import { PaymentsService } from './payments.service';

/** The [start, end) instants of a UK month 'YYYY-MM', and its last day. */
function monthBounds(month: string): { start: Date; end: Date; lastDay: string } {
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  const lastDay = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { start: londonDayStart(`${month}-01`), end: londonDayStart(`${next}-01`), lastDay };
}

const TAKEN_KINDS = ['captured', 'recorded'] as const;

/**
 * One UK month's money: what the movements say came in and went back, against what the orders whose
 * money was taken that month say they cost (less the lines their lenders declined before it was
 * taken); the late fees and damage charges taken beside it; and how it all splits between the
 * lenders and the shop.
 */
@Injectable()
export class ReconciliationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly earnings: EarningsLedgerService,
  ) {}

  async month(month: string): Promise<ReconciliationView> {
    const { start, end, lastDay } = monthBounds(month);
    const manager = this.dataSource.manager;
    const rows = await manager.getRepository(PaymentMovement).find({
      select: { orderId: true, kind: true, amountPence: true },
      where: { kind: In([...TAKEN_KINDS, 'refunded']), createdAt: Between(start, new Date(end.getTime() - 1)) },
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
    const released = await this.released(manager, figures);
    const net = captured + recorded - refunded;
    const expectedNet = rentalFees + cleaning + insurance - discounts - released - refunded;

    const lateFees = await this.payments.orders.lateFeeSums(manager, start, end);
    const damage = await this.damageSums(manager, start, end);
    const totalTaken = net + lateFees.takenPence + damage.takenPence;
    const refundedOrders = [...new Set(rows.filter((r) => r.kind === 'refunded').map((r) => r.orderId))].filter(
      (id) => !taken.includes(id),
    );
    const lenderShare = await this.earnings.shareOfOrders(manager, [...taken, ...refundedOrders]);
    const damageAwards = await this.earnings.awardsEarned(manager, `${month}-01`, lastDay);
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
      released: formatPence(released),
      expectedNet: formatPence(expectedNet),
      balanced: net === expectedNet,
      lateFees: formatPence(lateFees.takenPence),
      damageCharges: formatPence(damage.takenPence),
      totalTaken: formatPence(totalTaken),
      owedOutstanding: formatPence(lateFees.owedPence + damage.owedPence),
      lenderShare: formatPence(lenderShare),
      damageAwards: formatPence(damageAwards),
      shopShare: formatPence(totalTaken - lenderShare - damageAwards),
    };
  }

  /** What the orders' declined or expired lines took off before their money was taken (released-amount.ts). */
  private async released(manager: EntityManager, figures: readonly { id: string; totalPence: number }[]): Promise<number> {
    let released = 0;
    for (let i = 0; i < figures.length; i += 500) {
      const batch = figures.slice(i, i + 500);
      const ids = batch.map((f) => f.id);
      const owed = new Map(
        (await manager.getRepository(OrderPayment).find({ select: { orderId: true, amountPence: true }, where: { orderId: In(ids) } })).map(
          (p) => [p.orderId, p.amountPence],
        ),
      );
      const takenRows = await manager
        .getRepository(PaymentMovement)
        .createQueryBuilder('m')
        .select('m.orderId', 'orderId')
        .addSelect('COALESCE(SUM(m.amountPence), 0)', 'total')
        .where('m.orderId IN (:...ids)', { ids })
        .andWhere('m.kind IN (:...kinds)', { kinds: [...TAKEN_KINDS] })
        .groupBy('m.orderId')
        .getRawMany<{ orderId: string; total: string | number }>();
      const takenEver = new Map(takenRows.map((r) => [r.orderId, Number(r.total)]));
      for (const f of batch) {
        released += releasedBeforeTaken({
          totalPence: f.totalPence,
          owedPence: owed.get(f.id) ?? f.totalPence,
          takenPence: takenEver.get(f.id) ?? 0,
        });
      }
    }
    return released;
  }

  /** Damage charges taken in [start, end) (when collected), and those still owed today. */
  private async damageSums(manager: EntityManager, start: Date, end: Date): Promise<{ takenPence: number; owedPence: number }> {
    const repo = manager.getRepository(OwedCharge);
    const taken = await repo
      .createQueryBuilder('c')
      .select('COALESCE(SUM(c.amountPence), 0)', 'total')
      .where('c.state IN (:...states)', { states: ['charged', 'collected'] })
      .andWhere('c.collectedAt >= :start AND c.collectedAt < :end', { start, end })
      .getRawOne<{ total: string | number }>();
    const owed = await repo
      .createQueryBuilder('c')
      .select('COALESCE(SUM(c.amountPence), 0)', 'total')
      .where('c.state IN (:...states)', { states: ['owed', 'failed'] })
      .getRawOne<{ total: string | number }>();
    return { takenPence: Number(taken?.total ?? 0), owedPence: Number(owed?.total ?? 0) };
  }
}
