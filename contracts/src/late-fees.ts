import { displayPounds } from './money-format';
import { toPence } from './pricing';

/**
 * A dress not sent back on its return post day (contracts' rentalSchedule): the order is overdue
 * from the next day, and each late day adds a fee, up to a cap per rental. The renter's order page,
 * her e-mails, the admin's order view and the backend's daily job read these.
 */

/** The late fee per late day unless LATE_FEE_PENCE_PER_DAY says otherwise: £15. */
export const LATE_FEE_DEFAULT_PENCE_PER_DAY = 1500;

/** A dress not back this many days after its return post day is reported to the admin as not returned. */
export const NOT_RETURNED_AFTER_DAYS = 14;

/** The renter is e-mailed on her first late day, then every this many days while it stays out. */
export const OVERDUE_NOTICE_EVERY_DAYS = 3;

/**
 * Where one day's fee stands: `charged` to the card saved at checkout; `owed` when it could not be
 * taken (declined, or no card: bank-transfer orders) and the admin collects it; `failed` while the
 * provider did not answer, tried again on the next run.
 */
export const LATE_FEE_STATES = ['charged', 'owed', 'failed'] as const;
export type LateFeeState = (typeof LATE_FEE_STATES)[number];

export const LATE_FEE_STATE_LABELS: Readonly<Record<LateFeeState, string>> = {
  charged: 'Charged',
  owed: 'Owed',
  failed: 'Not yet charged',
};

/** An order's late fees, as its pages show them; money as '45.00'. Null on an order never overdue. */
export interface LateFeesView {
  /** The first late day, 'YYYY-MM-DD'. */
  overdueSince: string;
  /** Late days a fee was added for. */
  days: number;
  total: string;
  charged: string;
  owed: string;
  failed: string;
  /** The cap for this rental: the sum of its dresses' 4-day prices. */
  cap: string;
  /** When the admin was told the dress is not back (ISO), or null. */
  notReturnedReportedAt: string | null;
}

/** Admin: one day's fee (GET /api/late-fees). */
export interface LateFeeView {
  id: string;
  orderId: string;
  customerName: string;
  /** The late day it is for, 'YYYY-MM-DD'. */
  day: string;
  amount: string;
  state: LateFeeState;
  /** The provider's decline code (card_declined, authentication_required…) when owed after a decline. */
  failureCode: string | null;
  providerReference: string | null;
  createdAt: string;
}

/** Admin: an order whose dresses are not back NOT_RETURNED_AFTER_DAYS after the return post (GET /api/late-fees/not-returned). */
export interface NotReturnedOrderView {
  orderId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  rentalEndDate: string;
  /** The day it should have been posted back. */
  returnPost: string;
  daysLate: number;
  lateFees: string;
  reportedAt: string;
}

/** "Late return fee: £45 — 3 days": how the renter's order page and her e-mails say it. */
export function lateFeeLine(view: Pick<LateFeesView, 'total' | 'days'>): string {
  return `Late return fee: ${displayPounds(toPence(view.total))} — ${view.days} ${view.days === 1 ? 'day' : 'days'}`;
}

/**
 * The consent a card payment needs (the checkout form's checkbox, `chargesConsent` in the order
 * body): the card is saved so a late fee or damage can be charged later without the renter present.
 */
export const CHARGES_CONSENT_TEXT =
  'I agree that Designer Wardrobe may later charge the card I pay with for a late return (£15 a day, at most the 4-day price of what I rent) or for damage, without asking me again.';
export const CHARGES_CONSENT_REQUIRED_MESSAGE = 'Please agree to later charges for a late return or damage: card payments need it.';

/** From this hour (UK time) the daily late-fee run adds the day's fee and sends its e-mails, as the return reminders do. */
export const OVERDUE_RUN_HOUR = 9;
