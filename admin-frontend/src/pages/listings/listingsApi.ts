import type { AdminListParams, AdminListSort, Page, ListingStatus, ListingView, StatusChangeInput } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';
import { countQuery, listQuery } from '../../app/paged';

export type ListingListParams = AdminListParams<AdminListSort, ListingStatus>;

export const listingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of dress listings, paged, sorted and filtered by the server. */
    getListings: build.query<Page<ListingView>, ListingListParams>({
      query: (params) => ({ url: listQuery('/dress-listings', params) }),
      transformResponse: (items: ListingView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Listing', id: LIST }],
    }),
    countListings: build.query<number, ListingListParams>({
      query: (params) => ({ url: countQuery('/dress-listings', params) }),
      transformResponse: (items: ListingView[], meta) => readPage(items, meta).total,
      providesTags: [{ type: 'Listing', id: LIST }],
    }),
    /** A rejection carries the reason the lender is shown and e-mailed. */
    setListingStatus: build.mutation<ListingView, { id: string } & StatusChangeInput<ListingStatus>>({
      query: ({ id, status, reason }) => ({
        url: `/dress-listings/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: reason === undefined ? { status } : { status, reason },
      }),
      // Making a listing live publishes a catalogue product.
      invalidatesTags: (_r, _e, { status }) =>
        status === 'live'
          ? [{ type: 'Listing', id: LIST }, { type: 'Product', id: LIST }, 'Summary']
          : [{ type: 'Listing', id: LIST }, 'Summary'],
    }),
  }),
});

export const { useGetListingsQuery, useCountListingsQuery, useSetListingStatusMutation } = listingsApi;
