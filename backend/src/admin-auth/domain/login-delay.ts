/** Failed logins across every address, within the window, before attempts start to wait. */
export const LOGIN_DELAY = { stepMs: 250, maxMs: 5_000 } as const;

/**
 * How long one login attempt waits before its password is checked, given the account's recent
 * failures from every address. It grows with the failures but is capped, so an attack spread over
 * many addresses slows every guess without ever locking the real admin out.
 */
export function loginDelayMs(accountFailures: number, freeFailures: number): number {
  if (accountFailures < freeFailures) return 0;
  return Math.min(LOGIN_DELAY.maxMs, LOGIN_DELAY.stepMs * (accountFailures - freeFailures + 1));
}
