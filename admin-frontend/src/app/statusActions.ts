import type { StatusText, TransitionTable } from '@dw/contracts';

export interface StatusAction<S extends string> {
  readonly next: S;
  readonly label: string;
  readonly danger?: boolean;
  /** What a danger move's confirmation says, when "This cannot be undone." and "Cancel" are not enough. */
  readonly confirm?: { readonly description: string; readonly keepLabel: string };
}

/**
 * The buttons a row offers: one per move its transition table allows from the current status,
 * each named from contracts, so the screen offers every move the API takes and none it refuses.
 * A status no button names yet is still offered, as "Mark <its label>".
 */
export function transitionActions<S extends string>(
  table: TransitionTable<S>,
  from: S,
  text: Readonly<Record<S, StatusText>>,
  danger: readonly S[] = [],
): StatusAction<S>[] {
  return (table[from] ?? []).map((next) => ({
    next,
    label: text[next].action ?? `Mark ${text[next].label.toLowerCase()}`,
    danger: danger.includes(next),
  }));
}
