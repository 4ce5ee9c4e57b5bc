import { type ErrorCode, isErrorCode } from '@dw/contracts';

/**
 * The one shape of a failed API call in every app. `code` comes from the API's error body
 * `{ statusCode, code, message }`; the apps react to specific failures by it, never by the sentence.
 */
export interface ApiFailure {
  /** The HTTP status; 0 when the server could not be reached. */
  status: number;
  /** 'NETWORK' when unreachable; 'ERROR' when the answer was not the API's error body (a proxy's page). */
  code: ErrorCode;
  /** The sentence for a person: the API's own, or ours when unreachable; '' when the answer had none. */
  message: string;
}

export const NETWORK_FAILURE: ApiFailure = {
  status: 0,
  code: 'NETWORK',
  message: 'We could not reach the server. Please check your connection.',
};

/** A failure from a non-OK answer's parsed body (null when it was empty or not JSON). */
export function failureFrom(status: number, body: unknown): ApiFailure {
  if (typeof body !== 'object' || body === null) return { status, code: 'ERROR', message: '' };
  const { code, message } = body as { code?: unknown; message?: unknown };
  // A code the catalogue does not know (a newer server) is a generic failure; its sentence still counts.
  return { status, code: isErrorCode(code) ? code : 'ERROR', message: typeof message === 'string' ? message : '' };
}

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
