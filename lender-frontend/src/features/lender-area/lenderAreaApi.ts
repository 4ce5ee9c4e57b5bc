import type {
  BankDetailsInput,
  LenderBlockInput,
  LenderBooking,
  LenderBookingWhen,
  LenderEarningsPage,
  LenderListing,
  LenderListingInput,
  LenderListingsPage,
  LenderMe,
  PayoutView,
  ProductAvailabilityView,
  SignInLinkRequest,
  SignInLinkSent,
  SignInWithLink,
} from '@dw/contracts';
import { api } from '../../app/api';

/** One page of a list the API pages (docs/architecture.md: every list is paged by the server). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface BookingsArgs {
  when: LenderBookingWhen;
  productId?: string;
}

/** Pages count from 1; the next one exists while the pages so far hold fewer than `total`. */
const paging = {
  initialPageParam: 1,
  getNextPageParam: (last: Paged<unknown>) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

/**
 * The lender area's calls. The session is the httpOnly cookie the API sets when a sign-in link is
 * spent (or the account created); the browser sends it, so no call here carries a secret.
 */
const lenderAreaApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestSignInLink: build.mutation<SignInLinkSent, SignInLinkRequest & { next?: string }>({
      query: (body) => ({ url: '/lender/sign-in-link', method: 'POST', body }),
    }),
    signInWithLink: build.mutation<LenderMe | null, SignInWithLink>({
      query: (body) => ({ url: '/lender/session', method: 'POST', body }),
    }),
    signOut: build.mutation<null, void>({
      query: () => ({ url: '/lender/session', method: 'DELETE' }),
    }),
    lenderMe: build.query<LenderMe, void>({
      query: () => ({ url: '/lender/me' }),
      providesTags: ['LenderMe'],
    }),
    changeBankDetails: build.mutation<LenderMe | null, BankDetailsInput>({
      query: (body) => ({ url: '/lender/me/bank-details', method: 'PUT', body }),
      invalidatesTags: ['LenderMe'],
    }),
    lenderListings: build.infiniteQuery<LenderListingsPage, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/listings?${query({ page: pageParam })}` }),
      providesTags: ['LenderListings'],
    }),
    updateLenderListing: build.mutation<LenderListing, { id: string; listing: LenderListingInput }>({
      query: ({ id, listing }) => ({ url: `/lender/listings/${encodeURIComponent(id)}`, method: 'PUT', body: listing }),
      invalidatesTags: ['LenderListings'],
    }),
    lenderBookings: build.infiniteQuery<Paged<LenderBooking>, BookingsArgs, number>({
      infiniteQueryOptions: paging,
      query: ({ queryArg, pageParam }) => ({
        url: `/lender/bookings?${query({ when: queryArg.when, productId: queryArg.productId, page: pageParam })}`,
      }),
      providesTags: ['LenderBookings'],
    }),
    /** The shop's public availability of a dress: per size, the days with no free unit. */
    productAvailability: build.query<ProductAvailabilityView, string>({
      query: (productId) => ({ url: `/products/${encodeURIComponent(productId)}/availability` }),
      providesTags: ['LenderAvailability'],
    }),
    addBlock: build.mutation<LenderBooking, LenderBlockInput>({
      query: (body) => ({ url: '/lender/blocks', method: 'POST', body }),
      invalidatesTags: ['LenderBookings', 'LenderAvailability'],
    }),
    removeBlock: build.mutation<null, string>({
      query: (id) => ({ url: `/lender/blocks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['LenderBookings', 'LenderAvailability'],
    }),
    lenderEarnings: build.infiniteQuery<LenderEarningsPage, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/earnings?${query({ page: pageParam })}` }),
      providesTags: ['LenderEarnings'],
    }),
    lenderPayouts: build.infiniteQuery<Paged<PayoutView>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/payouts?${query({ page: pageParam })}` }),
      providesTags: ['LenderPayouts'],
    }),
  }),
});

export const {
  useRequestSignInLinkMutation,
  useSignInWithLinkMutation,
  useSignOutMutation,
  useLenderMeQuery,
  useChangeBankDetailsMutation,
  useLenderListingsInfiniteQuery,
  useUpdateLenderListingMutation,
  useLenderBookingsInfiniteQuery,
  useProductAvailabilityQuery,
  useAddBlockMutation,
  useRemoveBlockMutation,
  useLenderEarningsInfiniteQuery,
  useLenderPayoutsInfiniteQuery,
} = lenderAreaApi;
