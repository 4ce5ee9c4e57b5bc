import type { UploadTicket } from '@dw/contracts';
import { api } from '../../../app/api';

const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A signed URL for one photo; the lender token tells the API the 5 MB listing limit applies. */
    requestUploadTicket: build.mutation<UploadTicket, { token: string }>({
      query: ({ token }) => ({ url: '/objects/upload', method: 'POST', headers: { 'X-Lender-Token': token } }),
    }),
  }),
});

export const { useRequestUploadTicketMutation } = uploadApi;
