import { NEWSLETTER_CONFIRM_DAYS } from '@dw/contracts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of data is kept (README "Data retention" says the same to operators). */
export const RETENTION_MS = {
  /** An upload no product or listing names: a form left open a few hours still finds its photos. */
  unreferencedUploads: DAY_MS,
  /** Idempotency-Keys: a client retries within minutes. */
  idempotencyKeys: DAY_MS,
  /** A cart none of whose lines was added to or changed for this long. */
  untouchedCarts: 30 * DAY_MS,
  /** Leases of scheduled jobs' past periods (they never come again). */
  finishedJobLeases: 30 * DAY_MS,
  /** Lender sign-in links past their lifetime: kept a day, so a late click still hears "expired". */
  expiredSignInLinks: DAY_MS,
  /** The log the replicas' hold ledgers follow: one further behind reloads the bookings instead. */
  bookingChanges: DAY_MS,
  /** A sent e-mail's bodies: long enough to answer "did you send me…?"; its row (who, when, status) stays. */
  sentEmailBodies: 30 * DAY_MS,
  /** Newsletter sign-ups never confirmed: their link has stopped working by then. */
  unconfirmedNewsletterSignUps: NEWSLETTER_CONFIRM_DAYS * DAY_MS,
} as const;

export type RetentionCutoffs = { [K in keyof typeof RETENTION_MS]: Date };

/** What is old enough to go at `now`: anything last written before its cutoff. */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    unreferencedUploads: before(RETENTION_MS.unreferencedUploads),
    idempotencyKeys: before(RETENTION_MS.idempotencyKeys),
    untouchedCarts: before(RETENTION_MS.untouchedCarts),
    finishedJobLeases: before(RETENTION_MS.finishedJobLeases),
    expiredSignInLinks: before(RETENTION_MS.expiredSignInLinks),
    bookingChanges: before(RETENTION_MS.bookingChanges),
    sentEmailBodies: before(RETENTION_MS.sentEmailBodies),
    unconfirmedNewsletterSignUps: before(RETENTION_MS.unconfirmedNewsletterSignUps),
  };
}
