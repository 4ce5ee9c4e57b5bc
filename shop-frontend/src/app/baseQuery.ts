import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '@dw/contracts';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

/** A failed call: the HTTP status (0 when the network failed) and the server's sentence for a person. */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
}

export const API_PREFIX = '/api';

function readJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).message === 'string';
}

/**
 * fetch with same-origin credentials, JSON in and out. Failures keep the API's
 * `{ statusCode, code, message }` so screens can show the server's sentence (spec §8).
 * No retries: a retried POST could place a second order.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async (request, { signal }) => {
  const { url, method = 'GET', body, headers = {} } = request;
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
    return { error: { status: 0, code: 'NETWORK', message: 'We could not reach the server. Please check your connection.' } };
  }
  const payload = readJson(await response.text());
  if (response.ok) return { data: payload };
  return {
    error: isApiError(payload)
      ? { status: response.status, code: payload.code, message: payload.message }
      : {
          status: response.status,
          code: 'HTTP_ERROR',
          message: `${response.status}: ${typeof payload === 'string' && payload ? payload : response.statusText}`,
        },
  };
};

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiFailure).status === 'number' &&
    typeof (value as ApiFailure).message === 'string'
  );
}
