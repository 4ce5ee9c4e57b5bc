import type { ClaimDecisionInput, ClaimInput, ClaimView, ClaimViewStatus, ConditionRecordView, OrderView, Page } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';

export interface ClaimListRequest {
  page: number;
  pageSize: number;
  status?: ClaimViewStatus;
}

const listQuery = ({ page, pageSize, status }: ClaimListRequest) => {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) search.set('status', status);
  return search.toString();
};

export const claimsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of claims, newest first, by status. */
    getClaims: build.query<Page<ClaimView>, ClaimListRequest>({
      query: (request) => ({ url: `/admin/claims?${listQuery(request)}` }),
      transformResponse: (items: ClaimView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Claim', id: LIST }],
    }),
    openClaim: build.mutation<ClaimView, ClaimInput>({
      query: (body) => ({ url: '/admin/claims', method: 'POST', body }),
      invalidatesTags: [{ type: 'Claim', id: LIST }],
    }),
    decideClaim: build.mutation<ClaimView, ClaimDecisionInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/claims/${encodeURIComponent(id)}/decision`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Claim', id: LIST }, 'PayoutRun'],
    }),
    /** The order a claim is opened on, found by its reference (the last 8 characters of its id). */
    findOrder: build.query<OrderView | null, string>({
      query: (reference) => ({ url: `/orders?q=${encodeURIComponent(reference)}&pageSize=1` }),
      transformResponse: (items: OrderView[]) => items[0] ?? null,
    }),
    /** An order's condition records: the photos a claim may name. */
    getConditionRecords: build.query<ConditionRecordView[], string>({
      query: (orderId) => ({ url: `/admin/orders/${encodeURIComponent(orderId)}/condition-records?pageSize=100` }),
    }),
  }),
});

export const { useGetClaimsQuery, useOpenClaimMutation, useDecideClaimMutation, useLazyFindOrderQuery, useGetConditionRecordsQuery } =
  claimsApi;
