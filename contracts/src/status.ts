/**
 * Status transition tables. Every status write goes through one of these;
 * a move the table does not list is refused with 409.
 */
export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * Cancelling frees the order's booked days; completing frees the days after it (the dress is back).
 * Both are final (docs/decisions/0011-cancelled-status-and-buffers.md).
 */
export const ORDER_TRANSITIONS = {
  pending: ['processing', 'cancelled'],
  processing: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
} as const satisfies TransitionTable<OrderStatus>;
/** Every move the table allows, as `from` and `to`: the order process declares a guard for each. */
export type OrderMove = { [F in OrderStatus]: { from: F; to: (typeof ORDER_TRANSITIONS)[F][number] } }[OrderStatus];
/** The status a placed order enters (from none). */
export const ORDER_INITIAL_STATUS = 'pending' satisfies OrderStatus;
/** The way out of the normal flow, offered beside the next step. */
export const ORDER_CANCELLED: OrderStatus = 'cancelled';
/** Orders the dashboard counts as active. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];

export const LENDER_ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LenderAccountStatus = (typeof LENDER_ACCOUNT_STATUSES)[number];
export const LENDER_ACCOUNT_TRANSITIONS: TransitionTable<LenderAccountStatus> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export const LISTING_STATUSES = ['pending', 'approved', 'rejected', 'live'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_TRANSITIONS: TransitionTable<ListingStatus> = {
  pending: ['approved', 'rejected'],
  approved: ['live'],
  rejected: [],
  live: [],
};

/**
 * The lender's own move (docs/decisions/0021-lender-listings-and-bookings.md): editing a pending or
 * rejected listing puts it (back) in the admin's queue; approved and live ones are no longer hers to edit.
 * Kept apart from LISTING_TRANSITIONS, whose targets are the admin's buttons.
 */
export const LISTING_RESUBMIT_TRANSITIONS: TransitionTable<ListingStatus> = {
  pending: ['pending'],
  approved: [],
  rejected: ['pending'],
  live: [],
};

export function canTransition<S extends string>(table: TransitionTable<S>, from: S, to: S): boolean {
  return (table[from] ?? []).includes(to);
}
