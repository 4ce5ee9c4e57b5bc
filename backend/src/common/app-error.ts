import type { ApiError, ErrorCode } from '@dw/contracts';

/**
 * The one error type services throw. `kind` says what went wrong in HTTP-free terms; the exception
 * filter is the single place that maps it to a status code (docs/architecture.md, "The request path").
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported_media'
  | 'rate_limited'
  | 'unavailable'
  /** Another service we depend on (the payment provider) failed or refused: 502. */
  | 'bad_gateway';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** A stable machine-readable code from the catalogue in contracts/src/error-codes.ts. */
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static invalid(message: string, code: ErrorCode = 'VALIDATION_FAILED'): AppError {
    return new AppError('invalid', message, code);
  }

  static notFound(message: string, code: ErrorCode = 'NOT_FOUND'): AppError {
    return new AppError('not_found', message, code);
  }

  static conflict(message: string, code: ErrorCode = 'CONFLICT'): AppError {
    return new AppError('conflict', message, code);
  }

  /** 410: the thing existed but can no longer be used (a spent or expired sign-in link). */
  static gone(message: string, code: ErrorCode): AppError {
    return new AppError('gone', message, code);
  }

  static forbidden(message: string, code: ErrorCode = 'FORBIDDEN'): AppError {
    return new AppError('forbidden', message, code);
  }

  /** 429 with the seconds a client should wait, sent as Retry-After. */
  static rateLimited(retryAfterSeconds: number): AppError {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${minutes} minutes`;
    const error = new AppError('rate_limited', `Too many requests - please wait ${wait} and try again.`, 'RATE_LIMITED');
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  retryAfterSeconds?: number;

  /** Fields the error body carries beyond the usual three (QUOTE_CHANGED's new quote). */
  details?: Pick<ApiError, 'quote'>;

  with(details: Pick<ApiError, 'quote'>): this {
    this.details = details;
    return this;
  }

  static unauthorized(message = 'Please log in as admin to do this.', code: ErrorCode = 'UNAUTHORIZED'): AppError {
    return new AppError('unauthorized', message, code);
  }
}

export const STATUS_BY_KIND: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
  bad_gateway: 502,
};
