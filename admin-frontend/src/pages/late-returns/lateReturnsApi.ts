import type { LateFeeState, LateFeeView, NotReturnedOrderView, Page } from '@dw/contracts';
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

/** Late returns: the fees (owed ones to collect, or one order's) and the dresses not returned. */
export const lateReturnsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getLateFees: build.query<Page<LateFeeView>, LateFeesRequest>({
      query: (request) => ({ url: `/late-fees?${query({ ...request })}` }),
      transformResponse: (items: LateFeeView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    getNotReturned: build.query<Page<NotReturnedOrderView>, { page: number; pageSize: number }>({
      query: (request) => ({ url: `/late-fees/not-returned?${query(request)}` }),
      transformResponse: (items: NotReturnedOrderView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
  }),
});

export const { useGetLateFeesQuery, useGetNotReturnedQuery } = lateReturnsApi;
