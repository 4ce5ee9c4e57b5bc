import type { BulkCancelView, OrderStatus, OrderView, PendingHolderView } from '@dw/contracts';
import { adminApi, LIST } from '../../app/api';

export const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderView[], void>({
      query: () => ({ url: '/orders' }),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    setOrderStatus: build.mutation<OrderView, { id: string; status: OrderStatus }>({
      query: ({ id, status }) => ({ url: `/orders/${encodeURIComponent(id)}/status`, method: 'PUT', body: { status } }),
      // Cancelling or completing frees booked days, so any open product calendar is stale too.
      invalidatesTags: [{ type: 'Order', id: LIST }, 'Booking'],
    }),
    /** Clients with orders not yet confirmed, and what they hold. */
    getPendingHolders: build.query<PendingHolderView[], void>({
      query: () => ({ url: '/orders/holds' }),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    /** Cancels one client's pending orders at once; their dates are freed as for one cancel. */
    cancelClientOrders: build.mutation<BulkCancelView, { orderIds: string[] }>({
      query: (body) => ({ url: '/orders/holds/cancel', method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: LIST }, 'Booking'],
    }),
  }),
});

export const { useGetOrdersQuery, useSetOrderStatusMutation, useGetPendingHoldersQuery, useCancelClientOrdersMutation } = ordersApi;
