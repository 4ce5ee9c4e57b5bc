import type { AdminSummary } from '@dw/contracts';
import { adminApi } from '../../app/api';

export const summaryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The dashboard's figures, computed by the server; refreshed when an order, lender or listing changes. */
    getSummary: build.query<AdminSummary, void>({
      query: () => ({ url: '/admin/summary' }),
      providesTags: ['Summary'],
    }),
  }),
});

export const { useGetSummaryQuery } = summaryApi;
