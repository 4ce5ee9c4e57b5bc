import type { OrderPaymentView, Page, PaymentMovementView, ReconciliationView, RecordPaymentInput, RefundInput } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';

const moved = [{ type: 'Order' as const, id: LIST }, 'Summary' as const];

/** An order's money: its movements, the admin's Capture / Refund / Record payment, and a month's reconciliation. */
export const paymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getMovements: build.query<Page<PaymentMovementView>, { orderId: string; page: number }>({
      query: ({ orderId, page }) => ({ url: `/orders/${encodeURIComponent(orderId)}/payment/movements?page=${page}` }),
      transformResponse: (items: PaymentMovementView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
    recordPayment: build.mutation<OrderPaymentView, { orderId: string } & RecordPaymentInput>({
      query: ({ orderId, ...body }) => ({ url: `/orders/${encodeURIComponent(orderId)}/payment/record`, method: 'POST', body }),
      invalidatesTags: moved,
    }),
    capturePayment: build.mutation<OrderPaymentView, { orderId: string }>({
      query: ({ orderId }) => ({ url: `/orders/${encodeURIComponent(orderId)}/payment/capture`, method: 'POST' }),
      invalidatesTags: moved,
    }),
    refundPayment: build.mutation<OrderPaymentView, { orderId: string } & RefundInput>({
      query: ({ orderId, ...body }) => ({ url: `/orders/${encodeURIComponent(orderId)}/payment/refund`, method: 'POST', body }),
      invalidatesTags: moved,
    }),
    getReconciliation: build.query<ReconciliationView, string>({
      query: (month) => ({ url: `/admin/payments/reconciliation?month=${encodeURIComponent(month)}` }),
      providesTags: [{ type: 'Order', id: LIST }],
    }),
  }),
});

export const {
  useGetMovementsQuery,
  useRecordPaymentMutation,
  useCapturePaymentMutation,
  useRefundPaymentMutation,
  useGetReconciliationQuery,
} = paymentsApi;
