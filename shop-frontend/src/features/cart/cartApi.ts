import { APP_EVENTS, type CartAddInput, type CartItemView, type CartLineChange, type QuoteView, emitAppEvent } from '@dw/contracts';
import { api } from '../../app/api';
import { cartCount } from './cartTotals';

interface CartItemChange {
  id: string;
  sessionId: string;
}

export interface CartQuoteRequest {
  sessionId: string;
  /** The code the renter applied; the quote says why when it cannot be used. */
  promoCode?: string;
}

const cartTag = (sessionId: string) => [{ type: 'Cart' as const, id: sessionId }];

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItemView[], string>({
      query: (sessionId) => ({ url: `/cart/${encodeURIComponent(sessionId)}` }),
      providesTags: (_result, _error, sessionId) => cartTag(sessionId),
      // Every fresh copy of the cart tells the shell's badge the new count.
      async onQueryStarted(_sessionId, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          emitAppEvent(APP_EVENTS.cartChanged, { count: cartCount(data) });
        } catch {
          // The screen shows the failure; the badge keeps its last count.
        }
      },
    }),
    /** Every figure of the order, priced by the server: the shop only shows it (docs/decisions/0030-promotions-are-the-shops-cost.md). */
    getQuote: build.query<QuoteView, CartQuoteRequest>({
      query: ({ sessionId, promoCode }) => ({
        url: `/cart/${encodeURIComponent(sessionId)}/quote${promoCode ? `?promoCode=${encodeURIComponent(promoCode)}` : ''}`,
      }),
      // A changed line, a placed order or a refused one refetches it with the cart.
      providesTags: (_result, _error, { sessionId }) => cartTag(sessionId),
    }),
    addToCart: build.mutation<CartItemView, CartAddInput>({
      query: (body) => ({ url: '/cart', method: 'POST', body }),
      // The product page holds no cart subscription, so a tag would refetch nothing: fetch it
      // explicitly, which updates any cart on screen and the badge.
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        void dispatch(cartApi.endpoints.getCart.initiate(input.sessionId, { subscribe: false, forceRefetch: true }));
      },
    }),
    /** A new quantity, and a start date when the line gets (or changes) its dates. */
    updateCartItem: build.mutation<CartItemView, CartItemChange & CartLineChange>({
      query: ({ id, sessionId, quantity, startDate, backupSize }) => ({
        url: `/cart/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: {
          quantity,
          ...(startDate === undefined ? {} : { startDate }),
          ...(backupSize === undefined ? {} : { backupSize }),
        },
        headers: { 'X-Session-Id': sessionId },
      }),
      invalidatesTags: (_result, _error, { sessionId }) => cartTag(sessionId),
    }),
    removeCartItem: build.mutation<void, CartItemChange>({
      query: ({ id, sessionId }) => ({
        url: `/cart/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: { 'X-Session-Id': sessionId },
      }),
      invalidatesTags: (_result, _error, { sessionId }) => cartTag(sessionId),
    }),
  }),
});

export const { useGetCartQuery, useGetQuoteQuery, useAddToCartMutation, useUpdateCartItemMutation, useRemoveCartItemMutation } = cartApi;
