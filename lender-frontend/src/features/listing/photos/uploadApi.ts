import type { UploadTicket } from '@dw/contracts';
import { lenderTokenHeader } from '../../lender-account/lenderSession';
import { api } from '../../../app/api';

const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A signed URL for one photo; the lender token tells the API the 5 MB listing limit applies. */
    requestUploadTicket: build.mutation<UploadTicket, { token: string | null }>({
      query: ({ token }) => ({ url: '/objects/upload', method: 'POST', headers: lenderTokenHeader(token) }),
    }),
  }),
});

export const { useRequestUploadTicketMutation } = uploadApi;
