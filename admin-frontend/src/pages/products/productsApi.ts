import type { ProductInput, ProductView, UploadTicket } from '@dw/contracts';
import { adminApi, LIST } from '../../app/api';

export const productsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductView[], void>({
      query: () => ({ url: '/products' }),
      providesTags: (rows = []) => [{ type: 'Product', id: LIST }, ...rows.map((p) => ({ type: 'Product' as const, id: p.id }))],
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
