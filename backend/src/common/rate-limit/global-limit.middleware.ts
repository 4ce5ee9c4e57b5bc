import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { writeApiError } from '../http/error-writer';
import { clientAddress } from './rate-limit.guard';
import type { RateLimiter } from './rate-limiter.service';

/**
 * A per-address ceiling on every request it is mounted for, before anything else is done for it
 * (a body parsed, a session loaded, a page drawn): `global` on the API, `pages` on the rest. Null
 * when the ceiling is switched off, so the app mounts nothing.
 */
export function globalRateLimit(limiter: RateLimiter, name: 'global' | 'pages' = 'global'): RequestHandler | null {
  if (!limiter.enabled(name)) return null;
  return (req: Request, res: Response, next: NextFunction) => {
    limiter.consume(name, clientAddress(req)).then(
      () => next(),
      (error: unknown) => writeApiError(res, error),
    );
  };
}

/** `handler` for every request outside `prefix`, matched as `app.use(prefix)` matches it (any case). */
export function outside(prefix: string, handler: RequestHandler): RequestHandler {
  const inside = (path: string) => path === prefix || path.startsWith(`${prefix}/`);
  return (req, res, next) => (inside(req.path.toLowerCase()) ? next() : handler(req, res, next));
}
