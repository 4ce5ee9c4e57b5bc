import type { ErrorCode } from '@dw/contracts';

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
  // Trusted like every answer's type: the API answers with catalogue codes only (contracts/src/error-codes.ts).
  // Checking each against the catalogue here would put the whole list in every app's first load, and
  // an unknown code already behaves as a generic failure, since the apps only compare with known ones.
  return { status, code: typeof code === 'string' ? (code as ErrorCode) : 'ERROR', message: typeof message === 'string' ? message : '' };
}

/** A failure from a non-OK answer's raw text: an API error body, or (an object store's XML, nothing) no body. */
export function failureFromText(status: number, text: string): ApiFailure {
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON: a generic failure, as from a proxy's page.
  }
  return failureFrom(status, body);
}
