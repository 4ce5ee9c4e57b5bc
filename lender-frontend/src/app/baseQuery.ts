import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a failed call gives a component: the status and the server's sentence ('' if none). */
export interface ApiFailure {
  status: number | 'FETCH_ERROR';
  message: string;
}

/**
 * Same-origin JSON calls under /api. Written on plain `fetch` rather than
 * fetchBaseQuery so the server's `{ message }` sentence reaches the toast unchanged.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async ({ url, method = 'GET', body, headers = {} }) => {
  let response: Response;
  try {
    response = await fetch(`/api${url}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { error: { status: 'FETCH_ERROR', message: 'We could not reach the server. Please check your connection.' } };
  }
  const text = await response.text();
  if (!response.ok) return { error: { status: response.status, message: failureMessage(text) } };
  try {
    return { data: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { data: text };
  }
};

/**
 * The API's `{ message }` sentence when it sent one. Anything else (a proxy's HTML error page,
 * an empty body) gives '', and the caller shows its own sentence (e.g. 'Failed to create account').
 */
function failureMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
    if (Array.isArray(parsed.message)) return parsed.message.join(', ');
  } catch {
    // not JSON
  }
  return '';
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value;
}

/** A readable sentence from whatever an RTK Query `unwrap()` rejected with. */
export function failureText(error: unknown, fallback: string): string {
  return isApiFailure(error) && error.message ? error.message : fallback;
}
