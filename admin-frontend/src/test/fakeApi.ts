import type { ErrorCode } from '@dw/contracts';

/**
 * A stand-in for the backend in unit tests: answers `fetch` from a table of routes keyed
 * 'METHOD /path' and records every call, so a test can check what was sent.
 */
export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
}
export interface FakeResponse {
  status?: number;
  body?: unknown;
}
export type Route = FakeResponse | ((req: FakeRequest) => FakeResponse | Promise<FakeResponse>);

function respond({ status = 200, body }: FakeResponse): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text } as Response;
}

export function fakeApi(routes: Record<string, Route>) {
  const calls: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const req = { method, url, body };
    calls.push(req);
    const route = routes[`${method} ${url}`];
    if (!route) return respond({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: `No fake for ${method} ${url}` } });
    return respond(typeof route === 'function' ? await route(req) : route);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    /** Calls other than the lists every screen loads. */
    writes: () => calls.filter((c) => c.method !== 'GET'),
    set: (key: string, route: Route) => {
      routes[key] = route;
    },
  };
}

/** A promise the test settles when it chooses, to hold a response in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const apiError = (status: number, message: string, code: ErrorCode = 'ERROR'): FakeResponse => ({
  status,
  body: { statusCode: status, code, message },
});
