import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { type ApiRequest, apiRequest } from './api-client';
import type { ApiFailure } from './api-failure';

/** The RTK Query base query of every app's API slice: `apiRequest`, cancelled with the query. */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = (request, { signal }) => apiRequest(request, signal);
