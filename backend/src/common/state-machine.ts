import { TransitionTable, canTransition } from '@dw/contracts';
import { AppError } from './app-error';

/** Throws 409 unless the table allows `from → to`; every status write goes through here. */
export function assertTransition<S extends string>(table: TransitionTable<S>, entity: string, from: S, to: S): void {
  if (!canTransition(table, from, to)) {
    const article = /^[aeiou]/i.test(entity) ? 'An' : 'A';
    throw AppError.conflict(`${article} ${entity} cannot move from ${from} to ${to}.`, 'ILLEGAL_TRANSITION');
  }
}
