import type { TransitionTable } from '@dw/contracts';

export interface StatusAction<S extends string> {
  readonly next: S;
  readonly label: string;
  readonly danger?: boolean;
  /** What a danger move's confirmation says, when "This cannot be undone." and "Cancel" are not enough. */
  readonly confirm?: { readonly description: string; readonly keepLabel: string };
}

/**
 * The buttons a row offers: one per move its transition table allows from the current status,
 * so the screen can never offer a move the API would refuse with 409.
 */
export function transitionActions<S extends string>(
  table: TransitionTable<S>,
  from: S,
  labels: Readonly<Partial<Record<S, string>>>,
  danger: readonly S[] = [],
): StatusAction<S>[] {
  return (table[from] ?? []).flatMap((next) => {
    const label = labels[next];
    return label ? [{ next, label, danger: danger.includes(next) }] : [];
  });
}
