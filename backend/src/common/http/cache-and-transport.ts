import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { TrustProxy } from '../rate-limit/client-address';

/**
 * Every API answer is private unless its controller says otherwise: orders, the lender area, the
 * admin's lists and bank files carry personal data, and a shared cache or the browser's disk must
 * keep none of it. The public catalogue reads set their own `no-cache` (revalidated with an ETag).
 */
export function privateByDefault(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/** One year, subdomains included: helmet's default value, sent only where it means something. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached us over TLS, as express's `req.secure` works it out, for requests
 * answered before express: the socket itself, or `X-Forwarded-Proto` from a trusted proxy.
 */
export function arrivedOverTls(req: Pick<IncomingMessage, 'headers' | 'socket'>, trust: TrustProxy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress ?? '', 0)) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : (proto ?? '')).split(',')[0].trim();
  return first === 'https';
}

/**
 * Strict-Transport-Security only over TLS: browsers ignore it over plain HTTP (RFC 6797), and a
 * plain-HTTP set-up (local, or a proxy that does not say https) has nothing to pin.
 */
export function setHstsOverTls(req: IncomingMessage, res: ServerResponse, trust: TrustProxy): void {
  if (arrivedOverTls(req, trust)) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
}
