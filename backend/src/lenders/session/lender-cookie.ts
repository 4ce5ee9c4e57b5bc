import type { CookieOptions, Request, Response } from 'express';
import { SESSION_ABSOLUTE_MS, lenderCookieName, readCookie } from '../domain/lender-session';

/**
 * httpOnly (no script reads it), SameSite=Strict (no other site's page sends it, so no cross-site
 * request acts as the lender), Path=/ and no Domain; Secure over TLS, where the name is `__Host-`.
 * The server ends it sooner when idle; the browser drops it at the absolute limit in any case.
 */
const options = (req: Request): CookieOptions => ({ httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });

/** The raw session id the request's lender cookie carries, if any. */
export function lenderSessionIdOf(req: Request): string | null {
  return readCookie(req.headers.cookie, lenderCookieName(req.secure));
}

export function setLenderSessionCookie(req: Request, res: Response, rawId: string): void {
  res.cookie(lenderCookieName(req.secure), rawId, { ...options(req), maxAge: SESSION_ABSOLUTE_MS });
}

export function clearLenderSessionCookie(req: Request, res: Response): void {
  res.clearCookie(lenderCookieName(req.secure), options(req));
}
