import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { type ApiMeta, type ApiRequest, apiRequest } from './api-client';
import type { ApiFailure } from './api-failure';

/**
 * The RTK Query base query of every app's API slice: `apiRequest`, cancelled with the query. The
 * response headers reach an endpoint's `transformResponse` as `meta.headers`.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure, object, ApiMeta> = (request, { signal }) =>
  apiRequest(request, signal);
