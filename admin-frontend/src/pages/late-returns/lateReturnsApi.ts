import type { CollectedInput, LateFeeState, LateFeeView, NotReturnedOrderView, OwedItemView, OwedKind, Page } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';

export interface LateFeesRequest {
  page: number;
  pageSize: number;
  state?: LateFeeState;
  orderId?: string;
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** Late returns: the fees (one order's), what renters owe of both kinds, and the dresses not returned. */
export const lateReturnsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getLateFees: build.query<Page<LateFeeView>, LateFeesRequest>({
      query: (request) => ({ url: `/late-fees?${query({ ...request })}` }),
      transformResponse: (items: LateFeeView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    getOwed: build.query<Page<OwedItemView>, { page: number; pageSize: number }>({
      query: (request) => ({ url: `/owed?${query(request)}` }),
      transformResponse: (items: OwedItemView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    markCollected: build.mutation<void, { kind: OwedKind; id: string } & CollectedInput>({
      query: ({ kind, id, ...body }) => ({
        url: `/owed/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/collected`,
        method: 'POST',
        body,
      }),
      // The order rows' late flags and drawers read what is owed too.
      invalidatesTags: [{ type: 'Order', id: LIST }],
    }),
    getNotReturned: build.query<Page<NotReturnedOrderView>, { page: number; pageSize: number }>({
      query: (request) => ({ url: `/late-fees/not-returned?${query(request)}` }),
      transformResponse: (items: NotReturnedOrderView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
  }),
});

export const { useGetLateFeesQuery, useGetNotReturnedQuery, useGetOwedQuery, useMarkCollectedMutation } = lateReturnsApi;
