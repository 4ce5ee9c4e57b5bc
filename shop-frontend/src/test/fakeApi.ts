import type { ErrorCode } from '@dw/contracts';
/**
 * A stand-in for the API in unit tests: routes like 'GET /api/cart/:sessionId' answer with a
 * status and JSON body, and every request is recorded so tests can check what was sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  /** The query string, e.g. { availableOn: '2026-12-05', duration: '2' }. */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Response headers (a paged list's X-Total-Count); none unless given. */
  headers?: Record<string, string>;
}

type Handler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

export function installFakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(input, 'http://localhost');
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, pattern] = key.split(' ');
      const params = routeMethod === method ? match(pattern, path) : null;
      if (!params) continue;
      const request = { method, path, params, query, headers, body };
      requests.push(request);
      const reply = await handler(request);
      const status = reply.status ?? 200;
      const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
      const response = { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
      return (reply.headers ? { ...response, headers: new Headers(reply.headers) } : response) as Response;
    }
    throw new Error(`No fake route for ${method} ${path}`);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return {
    requests,
    /** The requests sent to one route, e.g. sent('POST /api/orders'). */
    sent: (key: string) => {
      const [method, pattern] = key.split(' ');
      return requests.filter((r) => r.method === method && match(pattern, r.path));
    },
  };
}

export function apiError(status: number, message: string, code: ErrorCode = 'ERROR'): FakeReply {
  return { status, body: { statusCode: status, code, message } };
}
