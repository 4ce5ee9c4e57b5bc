import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery, failedWith, type ApiFailure, type ApiMeta, type ApiRequest } from '@dw/web-kit';
import { sessionExpired } from './sessionEvents';

/** Endpoints whose refusal means "not signed in yet", not "session ended". */
const SESSION_ENDPOINTS = new Set(['login', 'checkSession', 'logout']);

/** Any admin call refused for want of a session sends the admin back to the login screen. */
const sessionAwareBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure, object, ApiMeta> = async (args, api, extra) => {
  const result = await apiBaseQuery(args, api, extra);
  if (failedWith(result.error, 'UNAUTHORIZED') && !SESSION_ENDPOINTS.has(api.endpoint)) api.dispatch(sessionExpired());
  return result;
};

/** Booking: one product's calendar, keyed by product id. Summary: the dashboard's figures. */
export const TAGS = [
  'Product',
  'Order',
  'LenderAccount',
  'Listing',
  'Booking',
  'Email',
  'Summary',
  'PayoutRun',
  'Promotion',
  'Review',
  'Claim',
  'Message',
] as const;
export const LIST = 'LIST';

/**
 * The admin's one API slice; features add endpoints with injectEndpoints. No retries (docs/decisions/0017-no-refetch.md),
 * no refetch on focus, reconnect or interval, and data kept until a mutation invalidates it.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: sessionAwareBaseQuery,
  tagTypes: TAGS,
  keepUnusedDataFor: 24 * 60 * 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
