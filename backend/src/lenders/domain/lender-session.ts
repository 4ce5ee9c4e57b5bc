import { FRESH_SIGN_IN_MINUTES, LENDER_SESSION_ABSOLUTE_DAYS, LENDER_SESSION_COOKIE, LENDER_SESSION_IDLE_DAYS } from '@dw/contracts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const SESSION_IDLE_MS = LENDER_SESSION_IDLE_DAYS * DAY_MS;
export const SESSION_ABSOLUTE_MS = LENDER_SESSION_ABSOLUTE_DAYS * DAY_MS;
/** lastSeenAt is written at most this often: a page of the area makes several calls at once. */
export const TOUCH_EVERY_MS = MINUTE_MS;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

/** A session lives while it is used (idle limit) and never past its absolute limit from its start. */
export function sessionAlive(session: SessionTimes, now: Date): boolean {
  const t = now.getTime();
  return t - session.lastSeenAt.getTime() < SESSION_IDLE_MS && t - session.createdAt.getTime() < SESSION_ABSOLUTE_MS;
}

export function needsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= TOUCH_EVERY_MS;
}

/** Sessions to drop at `now`: last seen before `idleBefore` or started before `startedBefore`. */
export function expiryCutoffs(now: Date): { idleBefore: Date; startedBefore: Date } {
  return { idleBefore: new Date(now.getTime() - SESSION_IDLE_MS), startedBefore: new Date(now.getTime() - SESSION_ABSOLUTE_MS) };
}

/**
 * Bank details change only within FRESH_SIGN_IN_MINUTES of following a link: a session started by
 * creating the account, or a stolen old cookie, cannot redirect payouts.
 */
export function isFreshSignIn(signedInAt: Date | null, now: Date): boolean {
  if (!signedInAt) return false;
  const age = now.getTime() - signedInAt.getTime();
  return age >= 0 && age < FRESH_SIGN_IN_MINUTES * MINUTE_MS;
}

/**
 * Over TLS the `__Host-` prefix makes browsers insist on Secure, Path=/ and no Domain, so no
 * subdomain can plant or read it; over plain HTTP (development) the bare name.
 */
export function lenderCookieName(secure: boolean): string {
  return secure ? `__Host-${LENDER_SESSION_COOKIE}` : LENDER_SESSION_COOKIE;
}

/** One cookie's value from a Cookie header; null when absent or not a plausible value. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
