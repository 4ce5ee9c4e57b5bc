import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import type { ApiError } from '@dw/contracts';
import { AppError, STATUS_BY_KIND } from './app-error';

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
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

/** Errors thrown by Express's body parser before Nest sees the request. */
interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  /** http-errors' flag for a client error; a broken gzip body arrives as one, without a `type`. */
  expose?: boolean;
}

/** Maps every failure to `{ statusCode, code, message }`; the one place errors become HTTP. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof AppError) {
    return { statusCode: STATUS_BY_KIND[error.kind], code: error.code, message: error.message };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const body = error.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = typeof raw === 'string' && statusCode < 500 ? raw : DEFAULT_MESSAGES[statusCode];
    return { statusCode, code: codeFor(statusCode), message: message ?? DEFAULT_MESSAGES[500] };
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
      return { statusCode: status, code: codeFor(status), message: DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400] };
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

function codeFor(status: number): string {
  const name = HttpStatus[status];
  return typeof name === 'string' ? name : 'ERROR';
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const body = toApiError(error);
    if (body.statusCode >= 500) {
      this.logger.error(`${req.method} ${req.originalUrl ?? req.url} failed`, (error as Error)?.stack);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof AppError && error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (body.statusCode === 503) res.setHeader('Retry-After', '5');
    res.status(body.statusCode).json(body);
  }
}
