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
  headers?: Record<string, string>;
}
export type Route = FakeResponse | ((req: FakeRequest) => FakeResponse | Promise<FakeResponse>);

/** Just what the client reads of a response's headers (jsdom has no Headers class). */
function headersOf(values: Record<string, string>): Headers {
  const lower = new Map(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower.get(name.toLowerCase()) ?? null, has: (name: string) => lower.has(name.toLowerCase()) } as Headers;
}

function respond({ status = 200, body, headers = {} }: FakeResponse): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: headersOf(headers),
    text: async () => text,
  } as Response;
}

type ListRow = { status?: string; createdAt?: string; total?: string; basePrice?: string; name?: string; fullName?: string };

/**
 * The admin lists' server side, for a route answering an array to a GET: the query string's
 * status, sort, page and pageSize applied as the API does, the total in X-Total-Count.
 */
function asListPage(response: FakeResponse, query: URLSearchParams): FakeResponse {
  if (!Array.isArray(response.body) || (response.status ?? 200) >= 300) return response;
  const status = query.get('status');
  const [key, direction] = (query.get('sort') ?? 'createdAt-desc').split('-');
  const value = (row: ListRow): string | number => {
    if (key === 'total') return Number(row.total ?? 0);
    if (key === 'price') return Number(row.basePrice ?? 0);
    if (key === 'name') return (row.name ?? row.fullName ?? '').toLowerCase();
    return Date.parse(row.createdAt ?? '') || 0;
  };
  const rows = (response.body as ListRow[])
    .filter((row) => !status || row.status === status)
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order = x < y ? -1 : x > y ? 1 : 0;
      return direction === 'asc' ? order : -order;
    });
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 50);
  return {
    ...response,
    body: rows.slice((page - 1) * pageSize, page * pageSize),
    headers: { 'X-Total-Count': String(rows.length), ...response.headers },
  };
}

export function fakeApi(routes: Record<string, Route>) {
  const calls: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const req = { method, url, body };
    calls.push(req);
    // A route named with its query string answers exactly; one named by its path answers a GET as a paged list.
    const exact = routes[`${method} ${url}`];
    const [path, search = ''] = url.split('?');
    const route = exact ?? routes[`${method} ${path}`];
    if (!route) return respond({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: `No fake for ${method} ${url}` } });
    const answer = typeof route === 'function' ? await route(req) : route;
    return respond(url.includes('?') && exact ? answer : method !== 'GET' ? answer : asListPage(answer, new URLSearchParams(search)));
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
