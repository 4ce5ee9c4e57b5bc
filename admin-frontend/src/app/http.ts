import type { BaseQueryFn } from '@reduxjs/toolkit/query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface HttpArgs {
  url: string;
  method?: HttpMethod;
  body?: unknown;
}

/** A failed call: the HTTP status (0 when the network failed) and the server's sentence, if it sent one. */
export interface HttpError {
  status: number;
  message?: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The API's error body is `{ statusCode, code, message }`; only `message` is meant for people. */
function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message)) return message.join(' ');
  }
  return undefined;
}

/**
 * Spec §7 fetching: same-origin cookies, JSON in and out, non-OK is an error. Written on `fetch`
 * directly (not fetchBaseQuery) so nothing depends on the Request class jsdom lacks.
 */
export const httpBaseQuery: BaseQueryFn<HttpArgs, unknown, HttpError> = async ({ url, method = 'GET', body }, { signal }) => {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      signal,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { error: { status: 0, message: 'The server could not be reached.' } };
  }
  const text = await response.text();
  const data = text ? parseJson(text) : null;
  if (!response.ok) return { error: { status: response.status, message: messageOf(data) } };
  return { data };
};

/** A failure sentence with the server's own explanation appended when it gave one (spec §8). */
export function failureText(base: string, error: unknown): string {
  const message = (error as Partial<HttpError> | undefined)?.message;
  return message ? `${base} ${message}` : base;
}
