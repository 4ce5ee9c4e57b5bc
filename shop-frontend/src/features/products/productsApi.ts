import type { ProductView } from '@dw/contracts';
import { api } from '../../app/api';

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The whole catalogue: the home grid and the catalogue filter and sort it in the browser. */
    getProducts: build.query<ProductView[], void>({
      query: () => ({ url: '/products' }),
      providesTags: (result = []) => [{ type: 'Product', id: 'LIST' }, ...result.map((p) => ({ type: 'Product' as const, id: p.id }))],
    }),
    /** One product by slug or id (links use both). */
    getProduct: build.query<ProductView, string>({
      query: (identifier) => ({ url: `/products/${encodeURIComponent(identifier)}` }),
      providesTags: (result) => (result ? [{ type: 'Product', id: result.id }] : []),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = productsApi;
