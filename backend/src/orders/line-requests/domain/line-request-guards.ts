import { LINE_REQUEST_TRANSITIONS, LineRequestState, OrderStatus, formatDay, todayInLondon } from '@dw/contracts';

/** What a guard may look at: the line's order and deadline, and the instant of the move. */
export interface GuardedRequest {
  orderStatus: OrderStatus;
  deadline: Date | null;
  now: Date;
}

/** Why the move may not happen (a sentence for the lender or the admin), or null. */
export type RequestGuard = (request: GuardedRequest) => string | null;

const whileOrderWaits: RequestGuard = ({ orderStatus }) =>
  orderStatus === 'pending'
    ? null
    : `This order is ${orderStatus === 'cancelled' ? 'cancelled' : 'already dispatched'}: its requests can no longer be answered.`;

/**
 * One guard per move of LINE_REQUEST_TRANSITIONS: answers only while the order waits to be
 * dispatched, an expiry only once its deadline has passed. The type lists every move of the table,
 * so a move added in contracts does not compile until it has its guard here.
 */
export const REQUEST_GUARDS: {
  readonly [F in LineRequestState]: { readonly [T in (typeof LINE_REQUEST_TRANSITIONS)[F][number]]: RequestGuard };
} = {
  requested: {
    accepted: whileOrderWaits,
    declined: whileOrderWaits,
    expired: (request) =>
      whileOrderWaits(request) ??
      (request.deadline && request.deadline <= request.now
        ? null
        : `This request can be answered until ${request.deadline ? formatDay(todayInLondon(request.deadline)) : 'the order is dispatched'}.`),
  },
  accepted: {},
  declined: {},
  expired: {},
};

/** The guard of `from → to`, or undefined when the table has no such move. */
export function requestGuardOf(from: LineRequestState, to: LineRequestState): RequestGuard | undefined {
  return (REQUEST_GUARDS[from] as Partial<Record<LineRequestState, RequestGuard>>)[to];
}
