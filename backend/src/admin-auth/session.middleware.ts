import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { DataSource } from 'typeorm';
import { ADMIN_COOKIE } from '../common/admin-session.guard';
import { SESSION_IDLE_MS, adminSessionValid, passwordFingerprint } from './domain/session-validity';
import { TypeormSessionStore } from './session.store';

/** The cookie over plain HTTP (development, a proxy without TLS). */
export const SESSION_COOKIE = ADMIN_COOKIE;
/** Over TLS: `__Host-` makes browsers insist on Secure, Path=/ and no Domain, so no subdomain can set it. */
export const TLS_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_TTL_MS = SESSION_IDLE_MS;

/** The session cookie's name for this request: `req.secure` honours `trust proxy` (X-Forwarded-Proto). */
export const sessionCookieName = (req: Request): string => (req.secure ? TLS_SESSION_COOKIE : SESSION_COOKIE);

/**
 * Routes that never need the admin session. Loading a session costs a database read, so public
 * reads skip it (on every route it cost 20–30% catalogue throughput: docs/decisions/0014-sessions-on-admin-routes-only.md).
 */
const PUBLIC_ROUTES: readonly { method: string; path: RegExp }[] = [
  // The catalogue, one product and its availability; a product's bookings are the admin's.
  { method: 'GET', path: /^\/api\/products(\/[^/]+(\/availability)?)?\/?$/ },
  { method: 'GET', path: /^\/api\/cart(\/|$)/ },
  { method: '*', path: /^\/api\/cart(\/|$)/ },
  { method: 'POST', path: /^\/api\/orders\/?$/ },
  { method: 'POST', path: /^\/api\/newsletter\/?$/ },
  // The renter's order page and the unsubscribe link: a token in the URL, never the admin session.
  { method: 'GET', path: /^\/api\/orders\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i },
  { method: '*', path: /^\/api\/newsletter\/unsubscribe\/?$/ },
  { method: 'POST', path: /^\/api\/lender-accounts\/?$/ },
  { method: 'POST', path: /^\/api\/dress-listings\/?$/ },
  // The lender area: the lender's own session (lenders/), never the admin's, so it is not loaded.
  { method: '*', path: /^\/api\/lender(\/|$)/ },
  { method: 'GET', path: /^\/api\/health(\/live)?\/?$/ },
  { method: 'GET', path: /^\/api\/docs/ },
];

export function needsSession(method: string, path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  const m = method === 'HEAD' ? 'GET' : method;
  return !PUBLIC_ROUTES.some((r) => (r.method === '*' || r.method === m) && r.path.test(path));
}

export function createSessionMiddleware(options: {
  dataSource: DataSource;
  secret: string;
  production: boolean;
  adminPasswordIdentity: string;
}): RequestHandler {
  // One store each: express-session attaches its cookie settings to the store it is given.
  const handler = (name: string, secure: boolean) =>
    session({
      name,
      secret: options.secret,
      store: new TypeormSessionStore(options.dataSource),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: undefined,
      cookie: { httpOnly: true, sameSite: 'strict', secure, maxAge: SESSION_TTL_MS, path: '/' },
    });
  const plain = handler(SESSION_COOKIE, false);
  const tls = handler(TLS_SESSION_COOKIE, true);
  const fingerprint = passwordFingerprint(options.adminPasswordIdentity, options.secret);

  // An admin session past its absolute lifetime, or granted under another password, is replaced by
  // an empty one (its row is deleted), so the request continues as a visitor's.
  const endStaleAdmin = (req: Request, next: NextFunction) => {
    if (!req.session?.admin || adminSessionValid(req.session, fingerprint, Date.now())) return next();
    req.session.regenerate((err) => next(err));
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (!needsSession(req.method, req.path)) return next();
    (req.secure ? tls : plain)(req, res, (err?: unknown) => (err ? next(err) : endStaleAdmin(req, next)));
  };
}
