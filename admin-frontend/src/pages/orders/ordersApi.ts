import type { OrderStatus, OrderView } from '@dw/contracts';
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
  }),
});

export const { useGetOrdersQuery, useSetOrderStatusMutation } = ordersApi;
