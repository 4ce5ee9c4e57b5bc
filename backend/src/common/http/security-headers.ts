import type { IncomingMessage, ServerResponse } from 'node:http';

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
export type HeaderList = readonly (readonly [string, string])[];

/**
 * The headers a header-only middleware such as helmet sets, worked out once: our helmet options
 * make them the same for every request (no nonces), so the routes answered before express get
 * exactly the same security headers at the cost of a few setHeader calls.
 */
export function headersSetBy(middleware: HeaderMiddleware): HeaderList {
  const headers = new Map<string, readonly [string, string]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
  };
  const request = { method: 'GET', url: '/', headers: {} };
  const outcome: { done: boolean; error?: unknown } = { done: false };
  middleware(request as IncomingMessage, recorder as unknown as ServerResponse, (error) => Object.assign(outcome, { done: true, error }));
  if (!outcome.done) throw new Error('the header middleware did not finish at once: its headers cannot be worked out in advance');
  if (outcome.error)
    throw outcome.error instanceof Error ? outcome.error : new Error('the header middleware failed', { cause: outcome.error });
  return [...headers.values()];
}

export function setHeaders(res: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
