import type { AdminPayoutView, Page, PayoutRunDetail, PayoutRunRequest, PayoutRunView } from '@dw/contracts';
import { API_PREFIX, readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';

export interface PageRequest {
  page: number;
  pageSize: number;
}

const pageQuery = ({ page, pageSize }: PageRequest) => new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();

/** The bank file is a plain download the browser saves: a link, with the session cookie, to the API itself. */
export const bankFileUrl = (runId: string) => `${API_PREFIX}/admin/payout-runs/${encodeURIComponent(runId)}/bank-file.csv`;

export const payoutsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getPayoutRuns: build.query<Page<PayoutRunView>, PageRequest>({
      query: (request) => ({ url: `/admin/payout-runs?${pageQuery(request)}` }),
      transformResponse: (items: PayoutRunView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'PayoutRun', id: LIST }],
    }),
    getPayoutRun: build.query<PayoutRunDetail, string>({
      query: (id) => ({ url: `/admin/payout-runs/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'PayoutRun', id }],
    }),
    /** One page of a run's payouts, largest first. */
    getRunPayouts: build.query<Page<AdminPayoutView>, PageRequest & { id: string }>({
      query: ({ id, ...page }) => ({ url: `/admin/payout-runs/${encodeURIComponent(id)}/payouts?${pageQuery(page)}` }),
      transformResponse: (items: AdminPayoutView[], meta) => readPage(items, meta),
      providesTags: (_result, _error, { id }) => [{ type: 'PayoutRun', id }],
    }),
    /** Runs a month that has ended; the API answers the month's existing run when it was run before. */
    runPayouts: build.mutation<PayoutRunView, PayoutRunRequest>({
      query: (body) => ({ url: '/admin/payout-runs', method: 'POST', body }),
      invalidatesTags: [{ type: 'PayoutRun', id: LIST }],
    }),
    markRunPaid: build.mutation<PayoutRunView, string>({
      query: (id) => ({ url: `/admin/payout-runs/${encodeURIComponent(id)}/paid`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'PayoutRun', id: LIST },
        { type: 'PayoutRun', id },
      ],
    }),
  }),
});

export const { useGetPayoutRunsQuery, useGetPayoutRunQuery, useGetRunPayoutsQuery, useRunPayoutsMutation, useMarkRunPaidMutation } =
  payoutsApi;
