import type { ServerResponse } from 'node:http';
import { toApiError } from '../http-exception.filter';

/**
 * Answers `error` in the one error shape, `{ statusCode, code, message }`, with Retry-After when
 * the error says how long to wait. For answers given outside Nest's exception filter.
 */
export function sendApiError(res: ServerResponse, error: unknown): void {
  const body = toApiError(error);
  const wait = (error as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
  if (wait) res.setHeader('Retry-After', String(wait));
  res.statusCode = body.statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
