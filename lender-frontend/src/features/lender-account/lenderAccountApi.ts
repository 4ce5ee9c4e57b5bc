import type { LenderAccountCreated, LenderAccountInput } from '@dw/contracts';
import { api } from '../../app/api';

const lenderAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLenderAccount: build.mutation<LenderAccountCreated, LenderAccountInput>({
      query: (body) => ({ url: '/lender-accounts', method: 'POST', body }),
    }),
  }),
});

export const { useCreateLenderAccountMutation } = lenderAccountApi;
