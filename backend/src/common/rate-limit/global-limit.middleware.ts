import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { writeApiError } from '../http/error-writer';
import { clientAddress } from './rate-limit.guard';
import type { RateLimiter } from './rate-limiter.service';

/**
 * The per-address ceiling on every API request, before anything else is done for it (a body
 * parsed, a session loaded). Null when the ceiling is switched off, so the app mounts nothing.
 */
export function globalRateLimit(limiter: RateLimiter): RequestHandler | null {
  if (!limiter.enabled('global')) return null;
  return (req: Request, res: Response, next: NextFunction) => {
    limiter.consume('global', clientAddress(req)).then(
      () => next(),
      (error: unknown) => writeApiError(res, error),
    );
  };
}
