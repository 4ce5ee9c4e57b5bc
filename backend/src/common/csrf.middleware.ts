import type { NextFunction, Request, Response } from 'express';
import { writeApiError } from './http/error-writer';
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
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form, with
 * no Origin. Harmless to allow: the signed token in the URL decides, and the body is never read.
 */
const ONE_CLICK_PATH = /^\/api\/newsletter\/unsubscribe\/?$/;

/**
 * CSRF defences beside the SameSite=Strict cookie: a foreign Origin or a
 * cross-site fetch may not change anything, and JSON endpoints refuse other body types, which a
 * plain HTML form could send without a preflight.
 */
export function csrfMiddleware(req: Request, res: Response, next: NextFunction): void {
  const fail = (error: AppError) => writeApiError(res, error);
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
  const oneClick = ONE_CLICK_PATH.test(req.path) && Boolean(req.is('application/x-www-form-urlencoded'));
  if (hasBody && !RAW_BODY_PATHS.test(req.path) && !oneClick && !req.is('application/json')) {
    return fail(
      new AppError('unsupported_media', 'Send the request body as JSON (Content-Type: application/json).', 'UNSUPPORTED_MEDIA_TYPE'),
    );
  }
  next();
}
