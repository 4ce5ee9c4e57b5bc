import { FRESH_SIGN_IN_MINUTES, LENDER_SESSION_ABSOLUTE_DAYS, LENDER_SESSION_IDLE_DAYS } from '@dw/contracts';
import { expiryCutoffs, isFreshSignIn, lenderCookieName, needsTouch, readCookie, sessionAlive } from './lender-session';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = new Date('2026-11-26T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('lender session rules', () => {
  it(`end after ${LENDER_SESSION_IDLE_DAYS} days without a request`, () => {
    expect(sessionAlive({ createdAt: ago(40 * DAY), lastSeenAt: ago(LENDER_SESSION_IDLE_DAYS * DAY - 1) }, now)).toBe(true);
    expect(sessionAlive({ createdAt: ago(40 * DAY), lastSeenAt: ago(LENDER_SESSION_IDLE_DAYS * DAY) }, now)).toBe(false);
  });

  it(`end ${LENDER_SESSION_ABSOLUTE_DAYS} days after they started, however busy`, () => {
    expect(sessionAlive({ createdAt: ago(LENDER_SESSION_ABSOLUTE_DAYS * DAY - 1), lastSeenAt: now }, now)).toBe(true);
    expect(sessionAlive({ createdAt: ago(LENDER_SESSION_ABSOLUTE_DAYS * DAY), lastSeenAt: now }, now)).toBe(false);
  });

  it('housekeeping drops exactly what sessionAlive refuses', () => {
    const { idleBefore, startedBefore } = expiryCutoffs(now);
    expect(idleBefore).toEqual(ago(LENDER_SESSION_IDLE_DAYS * DAY));
    expect(startedBefore).toEqual(ago(LENDER_SESSION_ABSOLUTE_DAYS * DAY));
  });

  it('write lastSeenAt at most once a minute', () => {
    expect(needsTouch(ago(59_999), now)).toBe(false);
    expect(needsTouch(ago(MINUTE), now)).toBe(true);
  });

  it(`count a sign-in as fresh for ${FRESH_SIGN_IN_MINUTES} minutes after the link was spent, and never without one`, () => {
    expect(isFreshSignIn(ago(FRESH_SIGN_IN_MINUTES * MINUTE - 1), now)).toBe(true);
    expect(isFreshSignIn(ago(FRESH_SIGN_IN_MINUTES * MINUTE), now)).toBe(false);
    expect(isFreshSignIn(null, now)).toBe(false);
    // A clock that went backwards never makes a sign-in from the future fresh.
    expect(isFreshSignIn(new Date(now.getTime() + MINUTE), now)).toBe(false);
  });

  it('name the cookie __Host- over TLS only', () => {
    expect(lenderCookieName(false)).toBe('dw.lender');
    expect(lenderCookieName(true)).toBe('__Host-dw.lender');
  });

  it('read one cookie from a Cookie header, not one whose name merely ends the same', () => {
    expect(readCookie('a=1; dw.lender=abc; __Host-dw.lender=tls', 'dw.lender')).toBe('abc');
    expect(readCookie('x-dw.lender=zzz; other=1', 'dw.lender')).toBeNull();
    expect(readCookie(undefined, 'dw.lender')).toBeNull();
  });
});
