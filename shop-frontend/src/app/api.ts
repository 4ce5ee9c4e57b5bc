import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from '@dw/web-kit';

/**
 * The shop's one API slice; each feature adds its endpoints with `injectEndpoints`.
 * No retries, no refetch on focus, reconnect or interval, data kept for the visit.
 */
export const api = createApi({
  reducerPath: 'shopApi',
  baseQuery: apiBaseQuery,
  tagTypes: ['Product', 'Cart', 'Availability'],
  keepUnusedDataFor: 60 * 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
