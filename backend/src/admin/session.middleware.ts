import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { DataSource } from 'typeorm';
import { TypeormSessionStore } from './session.store';

export const SESSION_COOKIE = 'dw.sid';
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

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
  { method: 'GET', path: /^\/api\/orders\/[^/]+\/?$/ },
  { method: '*', path: /^\/api\/newsletter\/unsubscribe\/?$/ },
  { method: 'POST', path: /^\/api\/lender-accounts\/?$/ },
  { method: 'POST', path: /^\/api\/dress-listings\/?$/ },
  { method: 'GET', path: /^\/api\/health(\/live)?\/?$/ },
  { method: 'GET', path: /^\/api\/docs/ },
];

export function needsSession(method: string, path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  const m = method === 'HEAD' ? 'GET' : method;
  return !PUBLIC_ROUTES.some((r) => (r.method === '*' || r.method === m) && r.path.test(path));
}

export function createSessionMiddleware(options: { dataSource: DataSource; secret: string; production: boolean }): RequestHandler {
  const handler = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: new TypeormSessionStore(options.dataSource),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'strict',
      // 'auto' marks the cookie Secure whenever the request came over TLS (directly or via a trusted proxy).
      secure: 'auto',
      maxAge: SESSION_TTL_MS,
      path: '/',
    },
  });
  return (req: Request, res: Response, next: NextFunction) => (needsSession(req.method, req.path) ? handler(req, res, next) : next());
}
