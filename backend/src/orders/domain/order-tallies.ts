import { ORDER_CANCELLED, OrderStatus, londonMonthOf, orderRevenueTally, orderStatusTally } from '@dw/contracts';

/** What an order contributes to the tallies: its status, and its UK month and total in pence. */
export interface TalliedOrder {
  status: OrderStatus;
  createdAt: Date;
  totalPence: number;
}

/** The (tally, delta) pairs an order adds (sign 1) or takes away (sign -1). */
function contribution(order: TalliedOrder, sign: 1 | -1): [string, number][] {
  const pairs: [string, number][] = [[orderStatusTally(order.status), sign]];
  if (order.status !== ORDER_CANCELLED) pairs.push([orderRevenueTally(londonMonthOf(order.createdAt)), sign * order.totalPence]);
  return pairs;
}

/**
 * The changes to the tallies when orders appear (`before` null) or change status, merged by name
 * and sorted (every transaction then locks the tally rows in one order), zeros dropped.
 */
export function tallyDeltas(changes: readonly { before: TalliedOrder | null; after: TalliedOrder }[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const { before, after } of changes) {
    const pairs = [...(before ? contribution(before, -1) : []), ...contribution(after, 1)];
    for (const [name, delta] of pairs) sums.set(name, (sums.get(name) ?? 0) + delta);
  }
  return [...sums.entries()].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
