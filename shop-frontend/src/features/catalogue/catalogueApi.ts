import type { ProductView } from '@dw/contracts';
import { api } from '../../app/api';
import type { AvailableProductsArgs } from './catalogueQuery';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Dresses with a unit free for a rental from a date; category and sort stay in the browser. */
    getAvailableProducts: build.query<ProductView[], AvailableProductsArgs>({
      query: ({ availableOn, duration, size }) => {
        const params = new URLSearchParams({ availableOn, duration: String(duration) });
        if (size) params.set('size', size);
        return { url: `/products?${params}` };
      },
      // Bookings move on: a date's answer is not kept for the whole visit like the catalogue itself.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetAvailableProductsQuery } = catalogueApi;
