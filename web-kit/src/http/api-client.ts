import { type ApiFailure, NETWORK_FAILURE, failureFrom } from './api-failure';

/** Every call goes to the API on the page's own origin. */
export const API_PREFIX = '/api';

export interface ApiRequest {
  /** The path under /api, e.g. '/products'. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON when present. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a successful answer carried besides its body: the response headers (a paged list's total). */
export interface ApiMeta {
  headers: Headers;
}

export type ApiResult = { data: unknown; meta?: ApiMeta } | { error: ApiFailure };

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One call to the API: same-origin cookies, JSON in and out, a non-OK answer is a failure.
 * Never retried: a retried POST could place a second order. Built on `fetch` alone (not
 * fetchBaseQuery), so nothing depends on the Request class jsdom lacks.
 */
export async function apiRequest({ url, method = 'GET', body, headers = {} }: ApiRequest, signal?: AbortSignal): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${url}`, {
      method,
      credentials: 'same-origin',
      signal,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { error: NETWORK_FAILURE };
  }
  return apiResult(response.status, await response.text(), response.headers);
}

/** What an answer of `status` with body `text` means to a caller. */
export function apiResult(status: number, text: string, headers?: Headers): ApiResult {
  const payload = parse(text);
  if (status < 200 || status > 299) return { error: failureFrom(status, payload) };
  return headers ? { data: payload, meta: { headers } } : { data: payload };
}
