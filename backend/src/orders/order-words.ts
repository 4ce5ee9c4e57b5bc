import type { EntityManager } from 'typeorm';
import { orderSearchWords } from '@dw/contracts';
import { OrderWord } from './order-word.entity';

/** Bounded statements: SQLite allows a limited number of bound values per statement. */
const CHUNK = 300;

/**
 * Writes the search words of orders just inserted (name, email, reference), in the transaction
 * that inserts them: an order without its words cannot be found by the admin's search.
 */
export async function writeOrderWords(
  manager: EntityManager,
  orders: readonly { id: string; customerName: string; customerEmail: string }[],
): Promise<void> {
  const rows = orders.flatMap((o) => orderSearchWords(o).map((word) => ({ orderId: o.id, word })));
  for (let i = 0; i < rows.length; i += CHUNK) await manager.insert(OrderWord, rows.slice(i, i + CHUNK));
}
