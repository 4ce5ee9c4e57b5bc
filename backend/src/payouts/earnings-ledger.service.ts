import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EARNING_TRANSITIONS, lenderSharePence } from '@dw/contracts';
import { assertTransition } from '../common/state-machine';
import { Earning } from './earning.entity';

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
}
