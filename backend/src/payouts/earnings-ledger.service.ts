import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import { EARNING_TRANSITIONS, lenderSharePence } from '@dw/contracts';
import { assertTransition } from '../common/state-machine';
import { Earning } from './earning.entity';

/** The name a damage award's earning carries before the dress's: how the lender reads it, and how it is told from rental money. */
export const DAMAGE_AWARD_PREFIX = 'Damage award: ';

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

/**
 * The earnings ledger: one earning per lender's order line, written and moved by the order process
 * inside the order's own transaction (its EntityManager), never on its own.
 */
@Injectable()
export class EarningsLedgerService {
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
        funded: false,
        earnedOn: null,
        payoutId: null,
        claimWindowEndsAt: null,
        claimOpen: false,
        createdAt,
      })),
    );
  }

  /** Inside the order's status change: completed on `today` (a UK day), its earnings are earned that day. */
  async earnOrder(manager: EntityManager, orderId: string, today: string): Promise<void> {
    assertTransition(EARNING_TRANSITIONS, 'earning', 'pending', 'earned');
    await manager.getRepository(Earning).update({ orderId, status: 'pending' }, { status: 'earned', earnedOn: today });
  }

  /** Inside the transaction that takes the order's money (captured or recorded): its earnings may now be paid out. */
  async fundOrder(manager: EntityManager, orderId: string): Promise<void> {
    await manager.getRepository(Earning).update({ orderId, funded: false }, { funded: true });
  }

  /** Inside the order's status change: a cancelled order earns nothing. */
  async cancelOrder(manager: EntityManager, orderId: string): Promise<void> {
    assertTransition(EARNING_TRANSITIONS, 'earning', 'pending', 'cancelled');
    await manager.getRepository(Earning).update({ orderId, status: 'pending' }, { status: 'cancelled' });
  }

  /** Inside a booking request's answer: a declined or expired line earns nothing. */
  async cancelLines(manager: EntityManager, orderItemIds: readonly string[]): Promise<void> {
    if (orderItemIds.length === 0) return;
    assertTransition(EARNING_TRANSITIONS, 'earning', 'pending', 'cancelled');
    await manager.getRepository(Earning).update({ orderItemId: In([...orderItemIds]), status: 'pending' }, { status: 'cancelled' });
  }

  /**
   * Inside a refund's transaction: each lender's share of the order's lines moves by `changes`
   * (pence, by order line), as an adjustment row beside her earning. Before the order is returned
   * the adjustment waits with the earning (pending, then earned or cancelled with it); after, it is
   * earned today, so a refund made after she was paid comes off her next payout.
   */
  async adjustForRefund(manager: EntityManager, orderId: string, changes: ReadonlyMap<string, number>, today: string): Promise<void> {
    const itemIds = [...changes].filter(([, pence]) => pence !== 0).map(([id]) => id);
    if (itemIds.length === 0) return;
    const earnings = await manager.getRepository(Earning).find({ where: { orderId, orderItemId: In(itemIds) } });
    const createdAt = new Date();
    const rows = earnings
      .filter((e) => e.status !== 'cancelled')
      .map((e) => {
        const waits = e.status === 'pending';
        return {
          id: randomUUID(),
          lenderAccountId: e.lenderAccountId,
          orderId,
          // Unique like every earning's: the adjustment is its own row, tied to the order, not to a line.
          orderItemId: randomUUID(),
          productName: `Refund: ${e.productName}`.slice(0, 160),
          size: e.size,
          startDate: e.startDate,
          endDate: e.endDate,
          rentalFeePence: 0,
          amountPence: changes.get(e.orderItemId) ?? 0,
          status: waits ? ('pending' as const) : ('earned' as const),
          // Money given back from money taken: always counts.
          funded: true,
          earnedOn: waits ? null : today,
          payoutId: null,
          claimWindowEndsAt: null,
          claimOpen: false,
          createdAt,
        };
      });
    if (rows.length > 0) await manager.insert(Earning, rows);
  }

  /**
   * Inside the receipt's transaction: these lines are back, and their earnings wait until the
   * claim window closes at `endsAt` (the payout run pays none before). A line received twice keeps
   * its first window.
   */
  async openClaimWindow(manager: EntityManager, orderItemIds: readonly string[], endsAt: Date): Promise<void> {
    if (orderItemIds.length === 0) return;
    await manager
      .getRepository(Earning)
      .update({ orderItemId: In([...orderItemIds]), claimWindowEndsAt: IsNull() }, { claimWindowEndsAt: endsAt });
  }

  /** Inside the claim's transaction: a claim is open on the line, so its earning waits for the decision. */
  async holdForClaim(manager: EntityManager, orderItemId: string): Promise<void> {
    await manager.getRepository(Earning).update({ orderItemId }, { claimOpen: true });
  }

  /**
   * Inside the decision's transaction: the line's earning is payable again and, when the lender is
   * awarded something, the award is an adjustment row earned today and funded (the shop pays her
   * and recovers it from the renter or the insurance), so her next payout carries it.
   */
  async settleClaim(
    manager: EntityManager,
    orderItemId: string,
    award: { lenderAccountId: string; orderId: string; productName: string; size: string; amountPence: number; today: string } | null,
  ): Promise<void> {
    await manager.getRepository(Earning).update({ orderItemId }, { claimOpen: false });
    if (!award || award.amountPence <= 0) return;
    const line = await manager.getRepository(Earning).findOneBy({ orderItemId });
    await manager.insert(Earning, {
      id: randomUUID(),
      lenderAccountId: award.lenderAccountId,
      orderId: award.orderId,
      orderItemId: randomUUID(),
      productName: `${DAMAGE_AWARD_PREFIX}${award.productName}`.slice(0, 160),
      size: award.size,
      startDate: line?.startDate ?? award.today,
      endDate: line?.endDate ?? award.today,
      rentalFeePence: 0,
      amountPence: award.amountPence,
      status: 'earned' as const,
      earnedOn: award.today,
      funded: true,
      payoutId: null,
      claimWindowEndsAt: null,
      claimOpen: false,
      createdAt: new Date(),
    });
  }

  /**
   * The lenders' share of these orders' rental money as it stands (earnings and refund adjustments,
   * nothing cancelled), in pence. Damage awards are counted apart (`awardsEarned`): they come from
   * a later charge or the insurance, not from the order's payment.
   */
  async shareOfOrders(manager: EntityManager, orderIds: readonly string[]): Promise<number> {
    let total = 0;
    for (let i = 0; i < orderIds.length; i += 500) {
      const row = await manager
        .getRepository(Earning)
        .createQueryBuilder('e')
        .select('COALESCE(SUM(e.amountPence), 0)', 'total')
        .where('e.orderId IN (:...ids)', { ids: orderIds.slice(i, i + 500) })
        .andWhere('e.status <> :cancelled', { cancelled: 'cancelled' })
        .andWhere('e.productName NOT LIKE :award', { award: `${DAMAGE_AWARD_PREFIX}%` })
        .getRawOne<{ total: string | number }>();
      total += Number(row?.total ?? 0);
    }
    return total;
  }

  /** Damage awards earned on UK days [from, to], in pence. */
  async awardsEarned(manager: EntityManager, from: string, to: string): Promise<number> {
    const row = await manager
      .getRepository(Earning)
      .createQueryBuilder('e')
      .select('COALESCE(SUM(e.amountPence), 0)', 'total')
      .where('e.productName LIKE :award', { award: `${DAMAGE_AWARD_PREFIX}%` })
      .andWhere('e.earnedOn >= :from AND e.earnedOn <= :to', { from, to })
      .andWhere('e.status <> :cancelled', { cancelled: 'cancelled' })
      .getRawOne<{ total: string | number }>();
    return Number(row?.total ?? 0);
  }
}
