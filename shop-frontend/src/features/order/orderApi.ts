import type { ClaimAnswerInput, ClaimView, OrderReceiptView } from '@dw/contracts';
import { api } from '../../app/api';

export interface OrderReceiptRequest {
  id: string;
  /** The private token from the link in the renter's confirmation e-mail. */
  token: string;
}

const tokenQuery = (token: string) => `token=${encodeURIComponent(token)}`;

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The renter's own order, without login: a wrong id or token answers 404, whichever was wrong. */
    getOrderReceipt: build.query<OrderReceiptView, OrderReceiptRequest>({
      query: ({ id, token }) => ({ url: `/orders/${encodeURIComponent(id)}?${tokenQuery(token)}` }),
    }),
    /** Damage reports on her order (a returned order has at most one per dress: one page holds them). */
    getOrderClaims: build.query<ClaimView[], OrderReceiptRequest>({
      query: ({ id, token }) => ({ url: `/orders/${encodeURIComponent(id)}/claims?${tokenQuery(token)}&pageSize=100` }),
      providesTags: ['Claims'],
    }),
    /** Her answer to a report, once, within 72 hours. */
    answerClaim: build.mutation<ClaimView, OrderReceiptRequest & { claimId: string } & ClaimAnswerInput>({
      query: ({ id, token, claimId, ...body }) => ({
        url: `/orders/${encodeURIComponent(id)}/claims/${encodeURIComponent(claimId)}/answer?${tokenQuery(token)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Claims'],
    }),
  }),
});

export const { useGetOrderReceiptQuery, useGetOrderClaimsQuery, useAnswerClaimMutation } = orderApi;
