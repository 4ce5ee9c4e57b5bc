import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { TransitionTable, canTransition } from '@dw/contracts';
import { AppError } from './app-error';

/** Throws 409 unless the table allows `from → to`; every status write goes through here. */
export function assertTransition<S extends string>(table: TransitionTable<S>, entity: string, from: S, to: S): void {
  if (!canTransition(table, from, to)) {
    const article = /^[aeiou]/i.test(entity) ? 'An' : 'A';
    throw AppError.conflict(`${article} ${entity} cannot move from ${from} to ${to}.`, 'ILLEGAL_TRANSITION');
  }
}

export interface StatusChange<S extends string> {
  /** The entity whose `status` column moves (a row with an `id`). */
  entity: EntityTarget<ObjectLiteral>;
  /** How messages name it: 'order', 'listing', 'lender account'. */
  label: string;
  table: TransitionTable<S>;
  id: string;
  /** The status the caller read; the write lands only while the row still has it. */
  from: S;
  to: S;
  /** Said (409) when someone else moved the row first and `to` is still a legal move from there. */
  changedMeanwhile: string;
  /** The row was deleted meanwhile. */
  notFound: () => AppError;
}

/**
 * The one way a status changes (orders, listings, lender accounts), inside the caller's
 * transaction: the transition table decides, then one conditional UPDATE ... WHERE status = :from,
 * so of two admins pressing a button at once exactly one moves the row. The other is told in the
 * same words as a move the table forbids, or that the row changed meanwhile: 409 ILLEGAL_TRANSITION.
 */
export async function transitionStatus<S extends string>(manager: EntityManager, change: StatusChange<S>): Promise<void> {
  const { entity, label, table, id, from, to } = change;
  assertTransition(table, label, from, to);
  const moved = await manager
    .createQueryBuilder()
    .update(entity)
    .set({ status: to })
    .where('id = :id AND status = :from', { id, from })
    .execute();
  if (moved.affected) return;
  const now = await manager.getRepository(entity).findOne({ select: { id: true, status: true }, where: { id } });
  if (!now) throw change.notFound();
  assertTransition(table, label, now.status as S, to);
  throw AppError.conflict(change.changedMeanwhile, 'ILLEGAL_TRANSITION');
}
