import type { ProductView } from '@dw/contracts';
import { api } from '../../app/api';

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One product by slug or id (links use both). */
    getProduct: build.query<ProductView, string>({
      query: (identifier) => ({ url: `/products/${encodeURIComponent(identifier)}` }),
      providesTags: (result) => (result ? [{ type: 'Product', id: result.id }] : []),
    }),
  }),
});

export const { useGetProductQuery } = productsApi;
