import type { EntityManager } from 'typeorm';
import { toPence } from '@dw/contracts';
import { TalliedOrder, tallyDeltas } from './domain/order-tallies';
import { OrderTally } from './order-tally.entity';

/** An order as the tallies see it. */
export const tallied = (o: { status: TalliedOrder['status']; createdAt: Date; total: string }): TalliedOrder => ({
  status: o.status,
  createdAt: o.createdAt,
  totalPence: toPence(o.total),
});

/**
 * Adds the changes orders make to the tallies (order_tallies), in the caller's transaction; call it
 * last in the transaction, so the few hot rows it locks on MariaDB are held only until the commit.
 */
export async function updateTallies(
  manager: EntityManager,
  changes: readonly { before: TalliedOrder | null; after: TalliedOrder }[],
): Promise<void> {
  const deltas = tallyDeltas(changes);
  if (deltas.length === 0) return;
  const rows = deltas.map(() => '(?, ?)').join(', ');
  const params = deltas.flat();
  if (manager.connection.options.type === 'better-sqlite3') {
    await manager.query(
      `INSERT INTO "order_tallies" ("name", "value") VALUES ${rows} ON CONFLICT ("name") DO UPDATE SET "value" = "value" + excluded."value"`,
      params,
    );
  } else {
    await manager.query(
      `INSERT INTO \`order_tallies\` (\`name\`, \`value\`) VALUES ${rows} ON DUPLICATE KEY UPDATE \`value\` = \`value\` + VALUES(\`value\`)`,
      params,
    );
  }
}

/** The values of some tallies (0 for one never written). */
export async function readTallies(manager: EntityManager, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await manager.getRepository(OrderTally).createQueryBuilder('t').where('t.name IN (:...names)', { names }).getMany();
  const values = new Map(names.map((n) => [n, 0]));
  for (const r of rows) values.set(r.name, Number(r.value));
  return values;
}
