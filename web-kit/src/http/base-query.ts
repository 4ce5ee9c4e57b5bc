import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { EarlyApiAnswer } from '@dw/contracts';
import { type ApiMeta, type ApiRequest, type ApiResult, apiRequest, apiResult } from './api-client';
import type { ApiFailure } from './api-failure';
import { takeEarlyAnswer } from './early-answers';

/**
 * The RTK Query base query of every app's API slice: `apiRequest`, cancelled with the query. The
 * response headers reach an endpoint's `transformResponse` as `meta.headers`. A GET the page's inline
 * script already sent (the cart page's) takes that answer instead of asking again; if that request
 * failed, it asks.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure, object, ApiMeta> = (request, { signal }) => {
  const early = (request.method ?? 'GET') === 'GET' && request.body === undefined ? takeEarlyAnswer(request.url) : undefined;
  return early ? earlyOrFresh(early, request, signal) : apiRequest(request, signal);
};

async function earlyOrFresh(early: Promise<EarlyApiAnswer | null>, request: ApiRequest, signal: AbortSignal): Promise<ApiResult> {
  const answer = await early;
  return answer ? apiResult(answer.status, answer.body) : apiRequest(request, signal);
}
