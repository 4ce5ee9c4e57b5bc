import type { LenderAccountStatus, LenderAccountView } from '@dw/contracts';
import { adminApi, LIST } from '../../app/api';

export const lendersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getLenderAccounts: build.query<LenderAccountView[], void>({
      query: () => ({ url: '/lender-accounts' }),
      providesTags: [{ type: 'LenderAccount', id: LIST }],
    }),
    setLenderAccountStatus: build.mutation<LenderAccountView, { id: string; status: LenderAccountStatus }>({
      query: ({ id, status }) => ({
        url: `/lender-accounts/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status },
      }),
      // Listings show their lender's name, so they refresh too.
      invalidatesTags: [
        { type: 'LenderAccount', id: LIST },
        { type: 'Listing', id: LIST },
      ],
    }),
  }),
});

export const { useGetLenderAccountsQuery, useSetLenderAccountStatusMutation } = lendersApi;
