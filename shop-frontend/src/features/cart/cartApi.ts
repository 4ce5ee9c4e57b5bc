import { API_PREFIX } from '@dw/web-kit';
import { APP_EVENTS, type CartAddInput, type CartItemView, type CartLineChange, type QuoteView, emitAppEvent } from '@dw/contracts';
import { api } from '../../app/api';
import { readPageDataWith } from '../../app/pageData';
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

const CART_PATH = new RegExp(`^${API_PREFIX}/cart/([^/]+)$`);

/**
 * A returning renter's cart drawn by the server: its lines and quote, written into the page under
 * the paths getCart and getQuote read (backend/src/web/web.service.ts), go into the cache before
 * the first render, so the browser's first render is the server's drawing.
 */
readPageDataWith((data) => {
  const entries: Parameters<typeof cartApi.util.upsertQueryEntries>[0] = [];
  for (const [path, value] of Object.entries(data)) {
    const match = CART_PATH.exec(path);
    const quote = data[`${path}/quote`];
    if (!match || !Array.isArray(value) || typeof quote !== 'object' || quote === null) continue;
    let sessionId: string;
    try {
      sessionId = decodeURIComponent(match[1]);
    } catch {
      continue; // a malformed key: the page fetches the cart itself
    }
    entries.push({ endpointName: 'getCart', arg: sessionId, value: value as CartItemView[] });
    entries.push({ endpointName: 'getQuote', arg: { sessionId }, value: quote as QuoteView });
  }
  return entries.length ? (dispatch) => dispatch(cartApi.util.upsertQueryEntries(entries)) : null;
});

/** The session whose cart the server drew into the page (the only cart in the cache before the page's first request), or null. */
export function drawnCartSession(state: { [api.reducerPath]: ReturnType<typeof api.reducer> }): string | null {
  const entries = Object.values(state[api.reducerPath].queries) as (
    { endpointName?: string; status?: string; originalArgs?: unknown } | undefined
  )[];
  for (const entry of entries) {
    if (entry?.endpointName === 'getCart' && entry.status === 'fulfilled' && typeof entry.originalArgs === 'string')
      return entry.originalArgs;
  }
  return null;
}
