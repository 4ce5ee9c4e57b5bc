import type { OrderReceiptView } from '@dw/contracts';
import { api } from '../../app/api';

export interface OrderReceiptRequest {
  id: string;
  /** The private token from the link in the renter's confirmation e-mail. */
  token: string;
}

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The renter's own order, without login: a wrong id or token answers 404, whichever was wrong. */
    getOrderReceipt: build.query<OrderReceiptView, OrderReceiptRequest>({
      query: ({ id, token }) => ({ url: `/orders/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}` }),
    }),
  }),
});

export const { useGetOrderReceiptQuery } = orderApi;
