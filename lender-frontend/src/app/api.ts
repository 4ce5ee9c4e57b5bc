import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from '@dw/web-kit';

/**
 * The lender app's single API slice; features add endpoints with `injectEndpoints`.
 * No retries (docs/decisions/0017-no-refetch.md), no refetch on focus, reconnect or interval, data kept for a long time.
 * The lender area's lists carry tags, so an edit, a block or a new bank account refreshes what shows it.
 */
export const api = createApi({
  reducerPath: 'lenderApi',
  baseQuery: apiBaseQuery,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  keepUnusedDataFor: 24 * 60 * 60,
  tagTypes: [
    'LenderMe',
    'LenderListings',
    'LenderRequests',
    'LenderBookings',
    'LenderEarnings',
    'LenderPayouts',
    'LenderAvailability',
    'LenderRecords',
    'LenderClaims',
    'LenderConversations',
    'LenderMessages',
  ],
  endpoints: () => ({}),
});
