import type { ListingInput, ListingView } from '@dw/contracts';
import { lenderTokenHeader } from '../lender-account/lenderSession';
import { api } from '../../app/api';

const listingApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitListing: build.mutation<ListingView, { token: string | null; listing: ListingInput }>({
      query: ({ token, listing }) => ({
        url: '/dress-listings',
        method: 'POST',
        body: listing,
        // Without a token the lender session cookie names the account.
        headers: lenderTokenHeader(token),
      }),
      // The new listing belongs in My listings at once.
      invalidatesTags: ['LenderListings'],
    }),
  }),
});

export const { useSubmitListingMutation } = listingApi;
