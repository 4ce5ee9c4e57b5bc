import type { ProductAvailabilityView } from '@dw/contracts';
import { api } from '../../app/api';

export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Per size, the days with no free unit: what the product page's calendar greys out. */
    getProductAvailability: build.query<ProductAvailabilityView, string>({
      query: (productId) => ({ url: `/products/${encodeURIComponent(productId)}/availability` }),
      providesTags: (_result, _error, productId) => [{ type: 'Availability', id: productId }],
    }),
  }),
});

export const { useGetProductAvailabilityQuery } = availabilityApi;
