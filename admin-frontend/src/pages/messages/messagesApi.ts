import type { AdminMessageView, HideMessageInput, Page } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi } from '../../app/api';

export const messagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** An order's messages, as written and as shown, a page at a time. */
    getOrderMessages: build.query<Page<AdminMessageView>, { orderId: string; page: number }>({
      query: ({ orderId, page }) => ({ url: `/admin/orders/${encodeURIComponent(orderId)}/messages?page=${page}&pageSize=50` }),
      transformResponse: (items: AdminMessageView[], meta) => readPage(items, meta),
      providesTags: (_r, _e, { orderId }) => [{ type: 'Message', id: orderId }],
    }),
    /** Removes a message from both sides, with the reason. */
    hideMessage: build.mutation<AdminMessageView, HideMessageInput & { id: string; orderId: string }>({
      query: ({ id, reason }) => ({ url: `/admin/messages/${encodeURIComponent(id)}/hidden`, method: 'PUT', body: { reason } }),
      invalidatesTags: (_r, _e, { orderId }) => [{ type: 'Message', id: orderId }],
    }),
  }),
});

export const { useGetOrderMessagesQuery, useHideMessageMutation } = messagesApi;
