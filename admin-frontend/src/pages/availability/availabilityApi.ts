import type { BlockInput, BookingView, ProductCalendarView } from '@dw/contracts';
import { adminApi } from '../../app/api';

const path = (productId: string) => `/products/${encodeURIComponent(productId)}`;

/** One product's calendar; a block or its removal refetches it. */
export const availabilityApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getProductBookings: build.query<ProductCalendarView, string>({
      query: (productId) => ({ url: `${path(productId)}/bookings` }),
      providesTags: (_r, _e, productId) => [{ type: 'Booking', id: productId }],
    }),
    createBlock: build.mutation<BookingView, { productId: string; input: BlockInput }>({
      query: ({ productId, input }) => ({ url: `${path(productId)}/blocks`, method: 'POST', body: input }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Booking', id: productId }],
    }),
    removeBlock: build.mutation<unknown, { productId: string; bookingId: string }>({
      query: ({ productId, bookingId }) => ({ url: `${path(productId)}/blocks/${encodeURIComponent(bookingId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { productId }) => [{ type: 'Booking', id: productId }],
    }),
  }),
});

export const { useGetProductBookingsQuery, useCreateBlockMutation, useRemoveBlockMutation } = availabilityApi;
