import type { OrderCustomerInput, OrderTotals, OrderView, RentalDuration } from '@dw/contracts';
import { PROMO_ERROR_CODES } from '@dw/contracts';
import { failedWith } from '@dw/web-kit';
import { api } from '../../app/api';

export interface PlaceOrderBody {
  sessionId: string;
  /** She agrees to later charges on her card (late return, damage); the shop requires it when it takes cards. */
  chargesConsent?: boolean;
  /** The promo code the quote applied, if any. */
  promoCode?: string;
  /** The totals the shopper saw: the server answers 409 if its own figures differ. The rental dates are
   * left out: the server derives them from the lines. */
  order: OrderCustomerInput & OrderTotals;
  items: {
    productId: string;
    size: string;
    duration: RentalDuration;
    quantity: number;
    unitPrice: string;
    startDate: string;
    backupSize?: string;
  }[];
}

export interface PlaceOrderRequest {
  idempotencyKey: string;
  body: PlaceOrderBody;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<OrderView, PlaceOrderRequest>({
      query: ({ idempotencyKey, body }) => ({
        url: '/orders',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The server empties the cart when the order is placed; when prices moved, a date was taken or the
      // code cannot be used, the cart and its quote are shown as they are now.
      invalidatesTags: (result, error, { body }) =>
        result || failedWith(error, 'QUOTE_CHANGED', 'DATES_UNAVAILABLE', ...Object.values(PROMO_ERROR_CODES))
          ? [{ type: 'Cart', id: body.sessionId }]
          : [],
    }),
  }),
});

export const { usePlaceOrderMutation } = ordersApi;
