import type { NextFunction, Request, Response } from 'express';
import { toApiError } from './http-exception.filter';
import { AppError } from './app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Paths that take a raw upload rather than JSON. */
const RAW_BODY_PATHS = /^\/objects\/uploads\//;

/**
 * CSRF defences beside the SameSite=Strict cookie (DESIGN.md §4): a foreign Origin or a
 * cross-site fetch may not change anything, and JSON endpoints refuse other body types, which a
 * plain HTML form could send without a preflight.
 */
export function csrfMiddleware(req: Request, res: Response, next: NextFunction): void {
  const fail = (error: AppError) => {
    const body = toApiError(error);
    res.status(body.statusCode).json(body);
  };
  if (!UNSAFE.has(req.method)) return next();
  const origin = req.get('origin');
  if (origin !== undefined) {
    // req.host honours `trust proxy`: X-Forwarded-Host counts only when a trusted proxy sent it.
    const allowed = [req.host, req.get('host')].filter(Boolean);
    const host = origin === 'null' ? null : hostOf(origin);
    if (!host || !allowed.includes(host)) {
      return fail(AppError.forbidden('Requests from other sites are not allowed.', 'FOREIGN_ORIGIN'));
    }
  } else if (req.get('sec-fetch-site') === 'cross-site') {
    return fail(AppError.forbidden('Requests from other sites are not allowed.', 'FOREIGN_ORIGIN'));
  }
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !RAW_BODY_PATHS.test(req.path) && !req.is('application/json')) {
    return fail(
      new AppError('unsupported_media', 'Send the request body as JSON (Content-Type: application/json).', 'UNSUPPORTED_MEDIA_TYPE'),
    );
  }
  next();
}
