import { NEWSLETTER_CONFIRM_DAYS } from '@dw/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Links sent before this are spent: they no longer confirm, and their unconfirmed sign-ups go. */
export function confirmationCutoff(now: Date): Date {
  return new Date(now.getTime() - NEWSLETTER_CONFIRM_DAYS * DAY_MS);
}

/** What a stored sign-up is, for whoever asks (status, counts, forwarding): only confirmed ones count. */
export function isSubscribed(row: { confirmedAt: Date | null; unsubscribedAt: Date | null }): boolean {
  return row.confirmedAt !== null && row.unsubscribedAt === null;
}
