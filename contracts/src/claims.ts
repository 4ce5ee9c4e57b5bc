import type { ClaimChargeView } from './late-fees';
/**
 * Receiving dresses back, their condition records and damage claims (in the manner of HURR and By
 * Rotation: photo evidence, 48 hours to report damage, the renter's answer within 72 hours). The
 * backend's claims and returns modules enforce these; the admin, lender and shop screens read them.
 */

/** How a dress came back, as the admin or the lender records it on receipt. */
export const RETURN_CONDITIONS = ['as-sent', 'needs-cleaning', 'damaged', 'missing-items'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_CONDITION_LABELS: Readonly<Record<ReturnCondition, string>> = {
  'as-sent': 'As sent',
  'needs-cleaning': 'Needs cleaning',
  damaged: 'Damaged',
  'missing-items': 'Missing items',
};

/** A condition record is made when a dress leaves (dispatch) and when it comes back (return). */
export const CONDITION_RECORD_KINDS = ['dispatch', 'return'] as const;
export type ConditionRecordKind = (typeof CONDITION_RECORD_KINDS)[number];

/** Who recorded a condition or opened a claim. */
export const RECORDERS = ['admin', 'lender'] as const;
export type Recorder = (typeof RECORDERS)[number];

export const CONDITION_NOTE_MAX = 1000;
/** Photos per record, per claim and per answer. */
export const CONDITION_PHOTOS_MAX = 6;
export const CLAIM_TEXT_MIN = 10;
export const CLAIM_TEXT_MAX = 2000;

/** A claim may be opened this many hours after the dress was received back, and no later. */
export const CLAIM_WINDOW_HOURS = 48;
/** The renter may answer a claim this many hours after it was opened; after that it is unanswered. */
export const CLAIM_ANSWER_HOURS = 72;

/**
 * The most a claim may ask: the dress's retail value, and never more than the £2,000 a rental is
 * insured up to in the shop's own words (a dress with no retail value recorded is capped there).
 */
export const CLAIM_MAX_PENCE = 200_000;

/**
 * What the rental's insurance (the £8 per order) covers of a decided claim, per rental line, when the
 * order paid for it; an order without insurance covers nothing.
 */
export const INSURANCE_COVER_PER_LINE_PENCE = 5_000;

/** Stored statuses; a claim shown as `unanswered` is an open one past its answer deadline. */
export const CLAIM_STATUSES = ['open', 'answered', 'decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_VIEW_STATUSES = ['open', 'answered', 'unanswered', 'decided'] as const;
export type ClaimViewStatus = (typeof CLAIM_VIEW_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimViewStatus, string>> = {
  open: 'Awaiting renter',
  answered: 'Answered',
  unanswered: 'Unanswered',
  decided: 'Decided',
};

/** The admin's decision: the renter pays, the rental's insurance pays, or nobody does. */
export const CLAIM_DECISIONS = ['charge-renter', 'insurance', 'reject'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];
export const CLAIM_DECISION_LABELS: Readonly<Record<ClaimDecision, string>> = {
  'charge-renter': 'Charged to the renter',
  insurance: 'Covered by insurance',
  reject: 'Rejected',
};

export const CLAIM_MESSAGES = {
  tooLate: `A claim must be opened within ${CLAIM_WINDOW_HOURS} hours of the dress being received back: this one's window has closed.`,
  notReceived: 'This dress has not been received back yet: record its return first.',
  alreadyClaimed: 'This rental already has a claim.',
  amountTooHigh: (capPence: number) => `amountPence must be at most ${capPence} (the dress's value, capped at £2,000).`,
  answerTooLate: `The answer window has closed: a claim may be answered within ${CLAIM_ANSWER_HOURS} hours of being opened.`,
  alreadyAnswered: 'This claim has already been answered.',
  alreadyDecided: 'This claim has already been decided.',
  decisionTooHigh: (maxPence: number) => `amountPence must be at most ${maxPence} for this decision.`,
  noInsurance: 'This order had no insurance, so nothing can be covered by it.',
  receivedInFuture: 'receivedOn cannot be in the future.',
  receivedBeforeDispatch: (day: string) => `receivedOn cannot be before the dress was dispatched (${day}).`,
  receiptOnlyOnReturn:
    'receivedOn, condition, note and photos on a status change go only with status completed or processing (photos and note only).',
  notDispatched: 'Only a dispatched order can be received back.',
  alreadyReceived: 'These dresses have already been received back.',
  photoNotInRecord: "photos: every photo of a claim must be one of the rental's condition record.",
} as const;

/** A dress's condition at a dispatch or a return. */
export interface ConditionRecordView {
  id: string;
  orderId: string;
  orderReference: string;
  orderItemId: string;
  productName: string;
  size: string;
  kind: ConditionRecordKind;
  /** Only on a return. */
  condition: ReturnCondition | null;
  note: string | null;
  photos: string[];
  recordedBy: Recorder;
  /** The UK day the dress came back; null on a dispatch. */
  receivedOn: string | null;
  recordedAt: string;
}

/** The renter's side of a condition record: the photos of her dress as it left. */
export interface DispatchPhotosView {
  orderItemId: string;
  productName: string;
  size: string;
  photos: string[];
  note: string | null;
  recordedAt: string;
}

export interface ClaimView {
  id: string;
  orderId: string;
  orderReference: string;
  orderItemId: string;
  productName: string;
  size: string;
  status: ClaimViewStatus;
  openedBy: Recorder;
  description: string;
  photos: string[];
  amountPence: number;
  openedAt: string;
  /** The renter's answer is due by then. */
  answerDueAt: string;
  answer: string | null;
  answerPhoto: string | null;
  answeredAt: string | null;
  decision: ClaimDecision | null;
  decidedPence: number | null;
  decisionNote: string | null;
  decidedAt: string | null;
  /** The renter's charge after a charge-renter decision: taken, owed or collected by hand; else null. */
  charge: ClaimChargeView | null;
}

export interface ClaimInput {
  orderItemId: string;
  description: string;
  amountPence: number;
  photos?: string[];
}

export interface ClaimAnswerInput {
  answer: string;
  photo?: string;
}

export interface ClaimDecisionInput {
  decision: ClaimDecision;
  /** What the renter is charged or the insurance pays; 0 (or absent) with reject. */
  amountPence?: number;
  note?: string;
}

export interface ReceiptInput {
  receivedOn?: string;
  condition?: ReturnCondition;
  note?: string;
  photos?: string[];
}

/** An amount typed in pounds ('120', '£85.50') as pence, or null when it is not one. */
export function poundsInputToPence(text: string): number | null {
  const match = /^£?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** When a deadline falls, as the screens say it: 'Sat 12 Dec, 09:00' (UK time). */
export function deadlineText(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(instant));
}
