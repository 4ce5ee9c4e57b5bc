import { type CatalogueRequest, type CataloguePage, NEWEST_DRESSES_REQUEST, catalogueRequestSearch } from '@dw/contracts';
import { api } from '../../app/api';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the catalogue for the shopper's filters, with the total and the facet counts. */
    getCatalogue: build.query<CataloguePage, CatalogueRequest>({
      query: (request) => ({ url: `/catalogue?${catalogueRequestSearch(request)}` }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
      // Bookings and new dresses move the answer on: a page is not kept for the whole visit.
      keepUnusedDataFor: 5 * 60,
    }),
  }),
});

export const { useGetCatalogueQuery } = catalogueApi;

/** The newest page of dresses (home, what's new): one request, shared with the catalogue sorted by newest. */
export function useNewestDresses() {
  return useGetCatalogueQuery(NEWEST_DRESSES_REQUEST);
}
