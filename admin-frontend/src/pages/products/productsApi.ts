import type { AdminListParams, Page, ProductInput, ProductListSort, ProductView, UploadTicket } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';
import { listQuery } from '../../app/paged';

/** Products have no status to filter by. */
export type ProductListParams = AdminListParams<ProductListSort, never>;

export const productsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the catalogue for the back office (GET /api/admin/products), paged, sorted and searched by the server. */
    getProducts: build.query<Page<ProductView>, ProductListParams>({
      query: (params) => ({ url: listQuery('/admin/products', params) }),
      transformResponse: (items: ProductView[], meta) => readPage(items, meta),
      providesTags: (page) => [{ type: 'Product', id: LIST }, ...(page?.items ?? []).map((p) => ({ type: 'Product' as const, id: p.id }))],
    }),
    createProduct: build.mutation<ProductView, ProductInput>({
      query: (body) => ({ url: '/products', method: 'POST', body }),
      invalidatesTags: [{ type: 'Product', id: LIST }],
    }),
    updateProduct: build.mutation<ProductView, { id: string; input: ProductInput }>({
      query: ({ id, input }) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'PUT', body: input }),
      // The calendar shows the stock, which this may have changed.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Product', id },
        { type: 'Booking', id },
      ],
    }),
    deleteProduct: build.mutation<unknown, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Product', id: LIST }],
    }),
    /** Step one of an upload: a short-lived URL to PUT the file to. */
    requestUpload: build.mutation<UploadTicket, void>({
      query: () => ({ url: '/objects/upload', method: 'POST' }),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useRequestUploadMutation,
} = productsApi;
