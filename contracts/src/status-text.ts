import type { LenderAccountStatus, ListingStatus, OrderStatus } from './status';

/**
 * The words and colours of every status, once: the admin's tags and buttons, the renter's order
 * page, the lender's bookings and the e-mails read them from here, so a status is called the same
 * thing wherever a person meets it. The API's status values (`pending`, `processing`…) never change.
 */

/** What a status asks of whoever sees it, as a colour family. */
export type StatusTone = 'waiting' | 'moving' | 'good' | 'ink' | 'bad' | 'quiet';

export interface ToneColours {
  readonly color: string;
  readonly background: string;
  readonly border: string;
}

/**
 * Tag colours per tone; each text colour reads at 4.5:1 or better on its background (antd's preset
 * green does not), checked in the admin's statusColors.test.ts.
 */
export const STATUS_TONE_COLOURS: Readonly<Record<StatusTone, ToneColours>> = {
  waiting: { color: '#6e4400', background: '#fdf1d8', border: '#e9cf94' },
  moving: { color: '#1d4477', background: '#e5edf8', border: '#b4c8e6' },
  good: { color: '#1c4d2e', background: '#e2f0e6', border: '#a9cfb5' },
  ink: { color: '#ffffff', background: '#1c4d2e', border: '#1c4d2e' },
  bad: { color: '#8a1a16', background: '#fbe6e4', border: '#ecb4ae' },
  // Greyed out: needs nothing more, unlike a rejection someone may query.
  quiet: { color: '#4a4640', background: '#ecebe8', border: '#cdc9c2' },
};

export interface StatusText {
  /** The status's name on every screen and in every e-mail. */
  readonly label: string;
  readonly tone: StatusTone;
  /** The admin's button that moves a row into this status; null when no button does. */
  readonly action: string | null;
}

/**
 * An order's statuses as the renter, the lender and the admin all read them. The e-mails say the
 * same: "processing" is the "Your dress is on its way" e-mail, "completed" is "back with us".
 */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, StatusText>> = {
  pending: { label: 'Order received', tone: 'waiting', action: null },
  processing: { label: 'Dispatched', tone: 'moving', action: 'Mark dispatched' },
  completed: { label: 'Returned', tone: 'good', action: 'Mark returned' },
  cancelled: { label: 'Cancelled', tone: 'quiet', action: 'Cancel order' },
};

export const LENDER_ACCOUNT_STATUS_TEXT: Readonly<Record<LenderAccountStatus, StatusText>> = {
  pending: { label: 'Pending', tone: 'waiting', action: null },
  approved: { label: 'Approved', tone: 'good', action: 'Approve' },
  rejected: { label: 'Rejected', tone: 'bad', action: 'Reject' },
};

export const LISTING_STATUS_TEXT: Readonly<Record<ListingStatus, StatusText>> = {
  pending: { label: 'Pending', tone: 'waiting', action: null },
  approved: { label: 'Approved', tone: 'good', action: 'Approve' },
  rejected: { label: 'Rejected', tone: 'bad', action: 'Reject' },
  live: { label: 'Live', tone: 'ink', action: 'Make Live' },
};

/** The name of an order's status, e.g. `Dispatched` for `processing`. */
export const orderStatusLabel = (status: OrderStatus): string => ORDER_STATUS_TEXT[status].label;
