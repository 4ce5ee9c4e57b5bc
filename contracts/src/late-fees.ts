import { displayPounds } from './money-format';
import { toPence } from './pricing';

/**
 * A dress not sent back on its return post day (contracts' rentalSchedule): the order is overdue
 * from the next day, and each late day adds a fee, up to a cap per rental. The renter's order page,
 * her e-mails, the admin's order view and the backend's daily job read these.
 */

/** The late fee per late day unless LATE_FEE_PENCE_PER_DAY says otherwise: £15. */
export const LATE_FEE_DEFAULT_PENCE_PER_DAY = 1500;

/**
 * Days a parcel posted on the return post day may take to reach us: late days (and their fees)
 * start only after them, so a renter who posts on time never pays for the post.
 */
export const RETURN_TRANSIT_DAYS = 2;

/** A dress not back this many days after its return post day is reported to the admin as not returned. */
export const NOT_RETURNED_AFTER_DAYS = 14;

/** The renter is e-mailed on her first late day, then every this many days while it stays out. */
export const OVERDUE_NOTICE_EVERY_DAYS = 3;

/**
 * Where money the renter owes after her rental stands (a late day's fee, or a damage claim decided
 * against her): `charged` to the card saved at checkout; `owed` when it could not be taken
 * (declined, or no card: bank-transfer orders) and the admin collects it; `failed` while the
 * provider did not answer (or was not asked yet), tried again on the next run; `collected` when the
 * admin recorded it paid another way (a bank transfer, with its reference).
 */
export const LATE_FEE_STATES = ['charged', 'owed', 'failed', 'collected'] as const;
export type LateFeeState = (typeof LATE_FEE_STATES)[number];

export const LATE_FEE_STATE_LABELS: Readonly<Record<LateFeeState, string>> = {
  charged: 'Charged',
  owed: 'Owed',
  failed: 'Not yet charged',
  collected: 'Collected',
};

/** What the renter owes: a late day's fee, or a damage claim decided against her. */
export const OWED_KINDS = ['late-fee', 'damage'] as const;
export type OwedKind = (typeof OWED_KINDS)[number];

/** The reference the admin gives when she records money paid by hand (a bank transfer's reference). */
export const COLLECTED_REFERENCE_MAX = 120;

/** Admin: one amount still owed, of either kind (GET /api/owed). */
export interface OwedItemView {
  kind: OwedKind;
  /** The late fee's id, or the owed charge's. */
  id: string;
  orderId: string;
  customerName: string;
  /** "Late return fee, Thu 12 Nov 2026" or the claim's reason. */
  description: string;
  amount: string;
  /** The provider's decline code, or no-card. */
  failureCode: string | null;
  createdAt: string;
}

/** Admin: money paid by hand (POST /api/owed/{kind}/{id}/collected). */
export interface CollectedInput {
  /** The bank transfer's reference, or how it was paid. */
  reference: string;
}

/** A damage claim's charge to the renter, as her order page and the admin read it. */
export interface ClaimChargeView {
  amount: string;
  state: LateFeeState;
  failureCode: string | null;
  /** When it was taken (card or by hand), ISO; null while owed. */
  collectedAt: string | null;
}

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
  /** Paid another way and recorded by the admin. */
  collected: string;
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
  /** The provider's payment id, or the reference the admin gave when collected by hand. */
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
