import type { ListingInput, ListingView } from '@dw/contracts';
import { api } from '../../app/api';

const listingApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitListing: build.mutation<ListingView, { token: string; listing: ListingInput }>({
      query: ({ token, listing }) => ({
        url: '/dress-listings',
        method: 'POST',
        body: listing,
        headers: { 'X-Lender-Token': token },
      }),
    }),
  }),
});

export const { useSubmitListingMutation } = listingApi;
