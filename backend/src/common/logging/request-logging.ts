import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import pinoHttp from 'pino-http';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's (or the proxy's) X-Request-Id when it looks sane, else makes one. */
export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Signed upload URLs carry a short-lived credential in their query: logs keep only the path. */
export function withoutSecrets(url: string): string {
  return url.startsWith('/objects/uploads/') ? url.split('?')[0] : url;
}

/**
 * One log line per request with its id, method, path, status and time; the id is echoed in
 * X-Request-Id so a customer's report can be found in the logs. Bodies are never logged.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestId(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: withoutSecrets(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' },
  });
}
