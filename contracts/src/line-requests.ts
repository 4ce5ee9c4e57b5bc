/**
 * Bookings as requests: each lender's line of a placed order (and each line of the shop's own
 * dresses marked `requiresApproval`) waits for its lender's (or the admin's) answer. A backup size
 * follows its line. The renter pays only for lines that are not declined or expired.
 */
import type { TransitionTable } from './status';

export const LINE_REQUEST_STATES = ['requested', 'accepted', 'declined', 'expired'] as const;
export type LineRequestState = (typeof LINE_REQUEST_STATES)[number];

/** Every answer is final: an accepted line is dispatched with the order, a declined or expired one is let go. */
export const LINE_REQUEST_TRANSITIONS = {
  requested: ['accepted', 'declined', 'expired'],
  accepted: [],
  declined: [],
  expired: [],
} as const satisfies TransitionTable<LineRequestState>;

/** A line that no longer counts: its days are free, it earns nothing and the renter does not pay for it. */
export const LINE_REQUEST_RELEASED: readonly LineRequestState[] = ['declined', 'expired'];

/** Who answered a line: its lender, the admin (for the shop's stock, a silent lender, or at dispatch), or nobody in time. */
export const LINE_REQUEST_ANSWERERS = ['lender', 'admin', 'shop', 'expiry'] as const;
export type LineRequestAnswerer = (typeof LINE_REQUEST_ANSWERERS)[number];

/** A request is answered within this many hours of the order, or sooner when the dress must leave sooner. */
export const REQUEST_ANSWER_HOURS = 48;

/** The longest note a lender adds to a decline. */
export const REQUEST_NOTE_MAX = 500;

export const DECLINE_REASONS = [
  { id: 'unavailable', label: 'Dress not available on these dates' },
  { id: 'needs-care', label: 'Dress needs repair or cleaning' },
  { id: 'size-changed', label: 'Size no longer fits the description' },
  { id: 'other', label: 'Other' },
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number]['id'];
export const DECLINE_REASON_IDS: readonly DeclineReason[] = DECLINE_REASONS.map((r) => r.id);

export function declineReasonLabel(id: string | null): string {
  return DECLINE_REASONS.find((r) => r.id === id)?.label ?? 'Other';
}

export const REQUEST_DECISIONS = ['accept', 'decline'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/** `PUT /api/lender/requests/{itemId}` and the admin's `PUT /api/orders/{orderId}/items/{itemId}/request`. */
export interface RequestAnswerInput {
  decision: RequestDecision;
  /** Required to decline: one of DECLINE_REASONS' ids. */
  reason?: DeclineReason;
  note?: string;
}

/** How the renter's order page names a line's state. */
export function lineRequestText(state: LineRequestState, reason: string | null): string {
  switch (state) {
    case 'requested':
      return 'Waiting for the lender';
    case 'accepted':
      return 'Confirmed';
    case 'declined':
      return `Declined — ${declineReasonLabel(reason)}`;
    case 'expired':
      return 'Expired';
  }
}

/** A request as the lender's Requests tab shows it. */
export interface LenderRequestView {
  /** The order line's id: what she answers. */
  id: string;
  orderReference: string;
  productId: string | null;
  productName: string;
  size: string;
  /** The free backup size sent with it, or null. */
  backupSize: string | null;
  duration: 2 | 4;
  quantity: number;
  startDate: string;
  endDate: string;
  /** Her share of the line's rental fee, '58.50'. */
  share: string;
  state: LineRequestState;
  /** ISO instant; null for lines placed before requests existed. */
  deadline: string | null;
  answeredAt: string | null;
  answeredBy: LineRequestAnswerer | null;
  declineReason: DeclineReason | null;
  declineNote: string | null;
}

/** How a lender answers, over the last RESPONSE_STATS_DAYS days. */
export interface ResponseStats {
  accepted: number;
  declined: number;
  expired: number;
  /** Answered (accepted or declined) over all requests decided, 0–1; null with none. */
  rate: number | null;
  /** Median hours from request to answer, one decimal; null with no answer. */
  medianHours: number | null;
}

export const RESPONSE_STATS_DAYS = 90;
