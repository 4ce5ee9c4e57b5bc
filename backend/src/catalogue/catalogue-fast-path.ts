import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CachedBody, sendCachedBody } from '../common/http/cached-body';
import { type FrontDoorHandler, type FrontDoorPolicy, type RequestListener, admit } from '../common/http/front-door';
import { writeApiError } from '../common/http/error-writer';
import type { CatalogCache } from './catalogue-cache';

const LIST = '/api/products';

/**
 * The catalogue reads answered from cached bytes: GET or HEAD of the list or of one product with
 * no query string at all. `identifier` is null for the list. Anything else (filters, sorting,
 * availability dates, sub-resources) is for ProductsController to decide, so it returns null, as
 * for a request with a body, which the body parser judges as on every other route.
 */
export function cachedCatalogueRead(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): { identifier: string | null } | null {
  const { method, url = '', headers } = req;
  if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(LIST) || url.includes('?')) return null;
  if (headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0') return null;
  const rest = url.slice(LIST.length);
  if (rest === '' || rest === '/') return { identifier: null };
  const segment = rest.startsWith('/') ? rest.slice(1).replace(/\/$/, '') : '';
  if (!segment || segment.includes('/')) return null;
  try {
    return { identifier: decodeURIComponent(segment) };
  } catch {
    return null; // malformed escapes: the router answers them
  }
}

/**
 * Answers the cached catalogue reads at the front door, before express (common/http/front-door):
 * none of the middleware or the Nest pipeline (compression, CSRF, body parsing, sessions, guards,
 * pipes) has work to do for them, and on these, the busiest requests, they cost most of the time.
 * The answer still gets its request id, log line, security headers and the global rate limit
 * (`policy`). An unknown product or a failure (the database down) is passed on to express, so the
 * controller answers it in the usual shape, logged as usual.
 */
export function catalogueReads(cache: CatalogCache, policy: FrontDoorPolicy): FrontDoorHandler {
  return (req, res, pass) => {
    const read = cachedCatalogueRead(req);
    if (read) void serve(cache, policy, read.identifier, req, res, pass);
    else pass(req, res);
  };
}

async function serve(
  cache: CatalogCache,
  policy: FrontDoorPolicy,
  identifier: string | null,
  req: IncomingMessage,
  res: ServerResponse,
  pass: RequestListener,
): Promise<void> {
  const startedAt = Date.now();
  let body: CachedBody | null = null;
  try {
    const snapshot = await cache.snapshot();
    body = identifier === null ? snapshot.body : snapshot.productBody(identifier);
  } catch {
    // The database is down: the controller answers 503 (and logs it) as for any route.
  }
  if (!body) return pass(req, res);
  try {
    if (await admit(req, res, policy, startedAt)) await sendCachedBody(req, res, body);
  } catch (error) {
    // Compressing failed before anything was sent, or the connection broke meanwhile.
    if (!res.headersSent) writeApiError(res, error);
    else res.destroy();
  }
}
