import type {
  AdminListParams,
  AdminListSort,
  Page,
  LenderAccountStatus,
  LenderAccountView,
  ResponseStats,
  StatusChangeInput,
} from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';
import { countQuery, listQuery } from '../../app/paged';

export type LenderListParams = AdminListParams<AdminListSort, LenderAccountStatus>;

export const lendersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of lender accounts, paged, sorted and filtered by the server. */
    getLenderAccounts: build.query<Page<LenderAccountView>, LenderListParams>({
      query: (params) => ({ url: listQuery('/lender-accounts', params) }),
      transformResponse: (items: LenderAccountView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'LenderAccount', id: LIST }],
    }),
    countLenderAccounts: build.query<number, LenderListParams>({
      query: (params) => ({ url: countQuery('/lender-accounts', params) }),
      transformResponse: (items: LenderAccountView[], meta) => readPage(items, meta).total,
      providesTags: [{ type: 'LenderAccount', id: LIST }],
    }),
    /** How a lender answered her booking requests over the last 90 days. */
    getResponseStats: build.query<ResponseStats, string>({
      query: (id) => ({ url: `/lender-accounts/${encodeURIComponent(id)}/response-stats` }),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    /** A rejection carries the reason the lender is shown and e-mailed. */
    setLenderAccountStatus: build.mutation<LenderAccountView, { id: string } & StatusChangeInput<LenderAccountStatus>>({
      query: ({ id, status, reason }) => ({
        url: `/lender-accounts/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: reason === undefined ? { status } : { status, reason },
      }),
      // Listings show their lender's name, so they refresh too.
      invalidatesTags: [{ type: 'LenderAccount', id: LIST }, { type: 'Listing', id: LIST }, 'Summary'],
    }),
  }),
});

export const { useGetLenderAccountsQuery, useCountLenderAccountsQuery, useSetLenderAccountStatusMutation, useLazyGetResponseStatsQuery } =
  lendersApi;
