import { ORDER_INITIAL_STATUS, ORDER_TRANSITIONS, OrderStatus, formatDay } from '@dw/contracts';

/** What a guard may look at: the order as it stands and the UK day of the move. */
export interface GuardedOrder {
  lineCount: number;
  rentalEndDate: string;
  today: string;
}

/** Says why the move may not happen (a sentence for the admin), or null to let it through. */
export type OrderGuard = (order: GuardedOrder) => string | null;

const always: OrderGuard = () => null;

/**
 * One guard per move of ORDER_TRANSITIONS, plus `placed` (no status → pending), in the manner of
 * Vendure's onTransitionStart: the table says which moves exist, the guard whether this order may
 * make it now. The type lists every move of the table, so a move added in contracts does not
 * compile until it has its guard here.
 */
export type OrderGuards = { placed: OrderGuard } & {
  readonly [F in OrderStatus]: { readonly [T in (typeof ORDER_TRANSITIONS)[F][number]]: OrderGuard };
};

export const ORDER_GUARDS: OrderGuards = {
  placed: ({ lineCount }) => (lineCount > 0 ? null : 'An order needs at least one dress.'),
  pending: {
    // Sending a dress for an occasion already over helps nobody: such an order can only be cancelled.
    processing: ({ rentalEndDate, today }) =>
      today > rentalEndDate
        ? `This order's rental ended on ${formatDay(rentalEndDate)}: it can no longer be dispatched, only cancelled.`
        : null,
    cancelled: always,
  },
  processing: {
    // A dress may come back early; it is returned when it is back.
    completed: always,
    cancelled: always,
  },
  completed: {},
  cancelled: {},
};

/** The guard of `from → to` (from null: placing), or undefined when the table has no such move. */
export function guardOf(from: OrderStatus | null, to: OrderStatus): OrderGuard | undefined {
  if (from === null) return to === ORDER_INITIAL_STATUS ? ORDER_GUARDS.placed : undefined;
  return (ORDER_GUARDS[from] as Partial<Record<OrderStatus, OrderGuard>>)[to];
}
