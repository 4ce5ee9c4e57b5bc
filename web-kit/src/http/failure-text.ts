import type { ErrorCode } from '@dw/contracts';
import type { ApiFailure } from './api-failure';

// Apart from api-failure.ts so that what only screens reacting to a failure use stays out of the
// first load, which carries the client.

export function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null) return false;
  const { status, code, message } = value as Partial<Record<keyof ApiFailure, unknown>>;
  return typeof status === 'number' && typeof code === 'string' && typeof message === 'string';
}

/** True when `error` (e.g. what an RTK Query `unwrap()` rejected with) is an API failure with one of `codes`. */
export function failedWith(error: unknown, ...codes: readonly ErrorCode[]): error is ApiFailure {
  return isApiFailure(error) && codes.includes(error.code);
}

/**
 * What a person reads about a failed call. With a string, the server's own sentence, or that
 * string when it gave none. With `{ lead }`, the lead first and the server's sentence after it
 * ("Failed to delete product. This product is in an active order.").
 */
export function failureText(error: unknown, fallback: string | { lead: string }): string {
  const reason = isApiFailure(error) ? error.message.trim() : '';
  if (typeof fallback === 'string') return reason || fallback;
  return reason ? `${fallback.lead} ${reason}` : fallback.lead;
}
