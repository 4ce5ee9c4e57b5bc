/**
 * When a failed send is tried again: 1, 4, 10 and 15 minutes after the first four failures, so five
 * attempts span about half an hour. The fifth failure is final.
 */
export const RETRY_DELAYS_MINUTES = [1, 4, 10, 15] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** After `attempts` failed tries, when to try again, or null when the message has failed for good. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const minutes = RETRY_DELAYS_MINUTES[Math.max(0, attempts - 1)] ?? RETRY_DELAYS_MINUTES[0];
  return new Date(now.getTime() + minutes * 60_000);
}
