import type { AdminListParams, Page, PromotionInput, PromotionView } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { LIST, adminApi } from '../../app/api';
import { listQuery } from '../../app/paged';

const tags = [{ type: 'Promotion' as const, id: LIST }];

export const promotionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of promo codes, newest first, paged and searched by the server. */
    getPromotions: build.query<Page<PromotionView>, AdminListParams>({
      query: (params) => ({ url: listQuery('/admin/promotions', params) }),
      transformResponse: (items: PromotionView[], meta) => readPage(items, meta),
      providesTags: tags,
    }),
    createPromotion: build.mutation<PromotionView, PromotionInput>({
      query: (body) => ({ url: '/admin/promotions', method: 'POST', body }),
      invalidatesTags: tags,
    }),
    updatePromotion: build.mutation<PromotionView, { id: string; input: PromotionInput }>({
      query: ({ id, input }) => ({ url: `/admin/promotions/${encodeURIComponent(id)}`, method: 'PUT', body: input }),
      invalidatesTags: tags,
    }),
    endPromotion: build.mutation<PromotionView, string>({
      query: (id) => ({ url: `/admin/promotions/${encodeURIComponent(id)}/end`, method: 'POST' }),
      invalidatesTags: tags,
    }),
  }),
});

export const { useGetPromotionsQuery, useCreatePromotionMutation, useUpdatePromotionMutation, useEndPromotionMutation } = promotionsApi;
