import type {
  RequestAnswerInput,
  AdminListParams,
  Page,
  BulkCancelView,
  OrderListSort,
  OrderStatus,
  OrderStatusInput,
  OrderView,
  PaymentStatus,
  PendingHolderView,
} from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';
import { countQuery, listQuery, totalText } from '../../app/paged';

export type OrderListParams = AdminListParams<OrderListSort, OrderStatus> & { paymentStatus?: PaymentStatus };

/** The list's query string, with the payment filter the shared list parameters do not have. */
const ordersUrl = (params: OrderListParams) => {
  const url = listQuery('/orders', params);
  if (!params.paymentStatus) return url;
  return `${url}${url.includes('?') ? '&' : '?'}paymentStatus=${encodeURIComponent(params.paymentStatus)}`;
};
/** Holds by client is only paged: no sort, filter or search. */
export type PendingHoldersParams = Pick<AdminListParams, 'page' | 'pageSize'>;

export const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of orders, paged, sorted and filtered by the server. */
    getOrders: build.query<Page<OrderView>, OrderListParams>({
      query: (params) => ({ url: ordersUrl(params) }),
      transformResponse: (items: OrderView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    /** How many orders a filter matches (the status filter's counts), as shown: "10,000+" past the server's cap. */
    countOrders: build.query<string, OrderListParams>({
      query: (params) => ({ url: countQuery('/orders', params) }),
      transformResponse: (items: OrderView[], meta) => totalText(readPage(items, meta)) ?? '0',
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    /** A move; a dispatch may carry the parcel's carrier and tracking reference. */
    setOrderStatus: build.mutation<OrderView, OrderStatusInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/orders/${encodeURIComponent(id)}/status`, method: 'PUT', body }),
      // Cancelling or completing frees booked days, so any open product calendar is stale too.
      invalidatesTags: [{ type: 'Order', id: LIST }, 'Booking', 'Summary'],
    }),
    /** The admin answers a line's booking request for its lender (or for the shop's own dress). */
    answerLineRequest: build.mutation<OrderView, { orderId: string; itemId: string; answer: RequestAnswerInput }>({
      query: ({ orderId, itemId, answer }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/request`,
        method: 'PUT',
        body: answer,
      }),
      // A decline frees its days and may cancel the order.
      invalidatesTags: [{ type: 'Order', id: LIST }, 'Booking', 'Summary'],
    }),
    /** One page of the clients with orders not yet confirmed, and what they hold; the total from X-Total-Count. */
    getPendingHolders: build.query<Page<PendingHolderView>, PendingHoldersParams>({
      query: (params) => ({ url: listQuery('/orders/holds', params) }),
      transformResponse: (items: PendingHolderView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    /** Cancels one client's pending orders at once; their dates are freed as for one cancel. */
    cancelClientOrders: build.mutation<BulkCancelView, { orderIds: string[] }>({
      query: (body) => ({ url: '/orders/holds/cancel', method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: LIST }, 'Booking', 'Summary'],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useCountOrdersQuery,
  useSetOrderStatusMutation,
  useAnswerLineRequestMutation,
  useGetPendingHoldersQuery,
  useCancelClientOrdersMutation,
} = ordersApi;
