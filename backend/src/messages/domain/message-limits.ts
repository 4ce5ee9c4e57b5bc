import { MESSAGE_EMAIL_WINDOW_MINUTES, MESSAGE_RATE_LIMIT } from '@dw/contracts';

const MINUTE = 60_000;

/**
 * Whether a new message e-mails its recipient: yes unless she was e-mailed about this conversation
 * less than MESSAGE_EMAIL_WINDOW_MINUTES ago. Messages inside the window send nothing; the e-mail that
 * opened it already sent her to the thread, where she finds them all.
 */
export function emailDue(lastEmailedAt: Date | null, now: Date): boolean {
  return lastEmailedAt === null || now.getTime() - lastEmailedAt.getTime() >= MESSAGE_EMAIL_WINDOW_MINUTES * MINUTE;
}

/** Where the rate limit's window starts: messages sent since count against it. */
export function rateWindowStart(now: Date): Date {
  return new Date(now.getTime() - MESSAGE_RATE_LIMIT.windowMinutes * MINUTE);
}

/**
 * Minutes to wait before the next message, or null when one more is allowed. `sentTimes` are the
 * sender's messages in this conversation since rateWindowStart(now), oldest first.
 */
export function sendWaitMinutes(sentTimes: readonly Date[], now: Date): number | null {
  if (sentTimes.length < MESSAGE_RATE_LIMIT.limit) return null;
  // The oldest that must leave the window before one more fits.
  const blocking = sentTimes[sentTimes.length - MESSAGE_RATE_LIMIT.limit];
  const freeAt = blocking.getTime() + MESSAGE_RATE_LIMIT.windowMinutes * MINUTE;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / MINUTE));
}
