import type { LenderAccountCreated, LenderAccountInput } from '@dw/contracts';
import { api } from '../../app/api';

const lenderAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLenderAccount: build.mutation<LenderAccountCreated, LenderAccountInput>({
      query: (body) => ({ url: '/lender-accounts', method: 'POST', body }),
      // Creating the account signs her in: whatever the area read while she was a visitor (a 401) is stale.
      invalidatesTags: ['LenderMe', 'LenderListings', 'LenderBookings', 'LenderEarnings', 'LenderPayouts'],
    }),
  }),
});

export const { useCreateLenderAccountMutation } = lenderAccountApi;
