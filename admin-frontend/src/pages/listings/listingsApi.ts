import type { ListingStatus, ListingView } from '@dw/contracts';
import { adminApi, LIST } from '../../app/api';

export const listingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getListings: build.query<ListingView[], void>({
      query: () => ({ url: '/dress-listings' }),
      providesTags: [{ type: 'Listing', id: LIST }],
    }),
    setListingStatus: build.mutation<ListingView, { id: string; status: ListingStatus }>({
      query: ({ id, status }) => ({
        url: `/dress-listings/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status },
      }),
      // Making a listing live publishes a catalogue product.
      invalidatesTags: (_r, _e, { status }) =>
        status === 'live'
          ? [
              { type: 'Listing', id: LIST },
              { type: 'Product', id: LIST },
            ]
          : [{ type: 'Listing', id: LIST }],
    }),
  }),
});

export const { useGetListingsQuery, useSetListingStatusMutation } = listingsApi;
