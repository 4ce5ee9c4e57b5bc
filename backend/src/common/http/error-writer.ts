import type { ServerResponse } from 'node:http';
import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { type ApiError, type ErrorCode, isErrorCode } from '@dw/contracts';
import { AppError, STATUS_BY_KIND } from '../app-error';

/**
 * The one place an error becomes an HTTP answer, whatever layer refused the request: the front door
 * (the catalogue's fast path, a malformed Host), express middleware (CSRF, rate limits), the body
 * parser, guards and controllers through Nest's exception filter, and the page routes' API-style
 * answers. Every error body is `{ statusCode, code, message }` with a code from the catalogue in
 * contracts/src/error-codes.ts; no other file writes one (error-writer.spec.ts checks).
 */

const DEFAULT_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request could not be understood.',
  401: 'Please log in as admin to do this.',
  403: 'This request is not allowed.',
  404: 'Nothing was found at this address.',
  405: 'This method is not allowed here.',
  409: 'The request conflicts with the current state.',
  413: 'The request is too large.',
  415: 'This content type is not accepted.',
  429: 'Too many requests - please wait a moment and try again.',
  500: 'Something went wrong on our side. Please try again.',
  502: 'A service we depend on did not answer as expected. Please try again shortly.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

/** Generic codes of statuses whose HttpStatus name is not the catalogue's word for them. */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
};

/** Seconds a client is asked to wait before retrying a 503 that does not say how long itself. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Errors thrown by Express's body parser before Nest sees the request. */
interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  /** http-errors' flag for a client error; a broken gzip body arrives as one, without a `type`. */
  expose?: boolean;
}

/** Maps every failure to `{ statusCode, code, message }`; pure, so it can be tested on its own. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof AppError) {
    return { statusCode: STATUS_BY_KIND[error.kind], code: error.code, message: error.message, ...error.details };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const body = error.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = typeof raw === 'string' && statusCode < 500 ? raw : DEFAULT_MESSAGES[statusCode];
    return { statusCode, code: codeForStatus(statusCode), message: message ?? DEFAULT_MESSAGES[500] };
  }
  const parser = error as BodyParserError;
  if (parser && (typeof parser.type === 'string' || parser.expose === true)) {
    if (parser.type === 'entity.parse.failed') {
      return { statusCode: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' };
    }
    if (parser.type === 'entity.too.large') {
      return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: DEFAULT_MESSAGES[413] };
    }
    const status = parser.status ?? parser.statusCode ?? 400;
    if (status >= 400 && status < 500) {
      return { statusCode: status, code: codeForStatus(status), message: DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400] };
    }
  }
  if (error instanceof QueryFailedError && /ER_DATA_TOO_LONG|ER_WARN_DATA_OUT_OF_RANGE/.test(String(error.message))) {
    return { statusCode: 400, code: 'VALUE_TOO_LARGE', message: 'A value is too long or too large.' };
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: DEFAULT_MESSAGES[503] };
  }
  return { statusCode: 500, code: 'INTERNAL', message: DEFAULT_MESSAGES[500] };
}

/** The catalogue's generic code for an HTTP status (NOT_FOUND for 404…); 'ERROR' for one it has none for. */
export function codeForStatus(status: number): ErrorCode {
  const named = CODE_BY_STATUS[status] ?? HttpStatus[status];
  return isErrorCode(named) ? named : 'ERROR';
}

/** Connection-level failures of the database: the service is down for a moment, not broken. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown }; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : typeof e.driverError?.code === 'string' ? e.driverError.code : '';
  return (
    UNAVAILABLE_CODES.has(code) ||
    /Pool is closed|Connection lost|connect ECONNREFUSED/i.test(typeof e.message === 'string' ? e.message : '')
  );
}

const logger = new Logger('HTTP');

/**
 * Answers `error` in the one error shape: its status, Retry-After when the error says how long to
 * wait (and on every 503), the JSON body, and a log line with the stack for a 5xx the code did not
 * foresee (a bug, the database down). A 5xx AppError (storage unreachable, no storefront built)
 * was recognised, and logged with its cause, where it was raised; the request's own log line
 * records every 5xx. When the answer had already begun, it can only be ended.
 */
export function writeApiError(res: ServerResponse, error: unknown): void {
  const body = toApiError(error);
  if (body.statusCode >= 500 && !(error instanceof AppError)) {
    const req = res.req as (ServerResponse['req'] & { originalUrl?: string }) | undefined;
    logger.error(`${req?.method ?? '?'} ${req?.originalUrl ?? req?.url ?? '?'} failed`, (error as Error | null)?.stack);
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  const wait = error instanceof AppError ? error.retryAfterSeconds : undefined;
  if (wait) res.setHeader('Retry-After', String(wait));
  else if (body.statusCode === 503) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  const json = JSON.stringify(body);
  res.statusCode = body.statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
