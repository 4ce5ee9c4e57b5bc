import type {
  LenderReviewView,
  BankDetailsInput,
  ClaimInput,
  ClaimView,
  ConditionRecordView,
  ReceiptInput,
  ConversationMessageView,
  LenderConversationView,
  SentMessageView,
  BookingRules,
  EarningsSummary,
  LenderBlockInput,
  LenderBooking,
  LenderBookingWhen,
  LenderEarning,
  LenderListing,
  LenderListingInput,
  LenderMe,
  LenderRequestView,
  ListingPricesInput,
  Page,
  PayoutView,
  ProductAvailabilityView,
  RequestAnswerInput,
  ResponseStats,
  SignInLinkRequest,
  SignInLinkSent,
  SignInWithLink,
} from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { api } from '../../app/api';

export interface BookingsArgs {
  when: LenderBookingWhen;
  productId?: string;
}

/**
 * The lists the API pages (docs/architecture.md, "Paged lists"): each page's rows with the total
 * from X-Total-Count. Pages count from 1; the next one exists while the pages so far hold fewer rows
 * than the total (and the last one was not empty).
 */
const paging = {
  initialPageParam: 1,
  getNextPageParam: (last: Page<unknown>, all: Page<unknown>[], lastPage: number) =>
    last.items.length > 0 && all.reduce((rows, p) => rows + p.items.length, 0) < last.total ? lastPage + 1 : undefined,
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
    lenderListings: build.infiniteQuery<Page<LenderListing>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/listings?${query({ page: pageParam })}` }),
      transformResponse: (items: LenderListing[], meta) => readPage(items, meta),
      providesTags: ['LenderListings'],
    }),
    /** How many of her dresses are live: one row asked for, the count from X-Total-Count. */
    lenderLiveCount: build.query<number, void>({
      query: () => ({ url: `/lender/listings?${query({ status: 'live', pageSize: 1 })}` }),
      transformResponse: (items: LenderListing[], meta) => readPage(items, meta).total,
      providesTags: ['LenderListings'],
    }),
    updateLenderListing: build.mutation<LenderListing, { id: string; listing: LenderListingInput }>({
      query: ({ id, listing }) => ({ url: `/lender/listings/${encodeURIComponent(id)}`, method: 'PUT', body: listing }),
      invalidatesTags: ['LenderListings'],
    }),
    /** New prices for a live dress: the shop shows them at once, her list reloads with them. */
    changeListingPrices: build.mutation<LenderListing, { id: string; prices: ListingPricesInput }>({
      query: ({ id, prices }) => ({ url: `/lender/listings/${encodeURIComponent(id)}/prices`, method: 'PUT', body: prices }),
      invalidatesTags: ['LenderListings'],
    }),
    /** Her live dress's notice and first and last start date; the shop refuses other start dates. */
    setBookingRules: build.mutation<LenderListing, { id: string; rules: BookingRules }>({
      query: ({ id, rules }) => ({ url: `/lender/listings/${encodeURIComponent(id)}/booking-rules`, method: 'PUT', body: rules }),
      invalidatesTags: ['LenderListings', 'LenderAvailability'],
    }),
    lenderBookings: build.infiniteQuery<Page<LenderBooking>, BookingsArgs, number>({
      infiniteQueryOptions: paging,
      query: ({ queryArg, pageParam }) => ({
        url: `/lender/bookings?${query({ when: queryArg.when, productId: queryArg.productId, page: pageParam })}`,
      }),
      transformResponse: (items: LenderBooking[], meta) => readPage(items, meta),
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
    /** Her booking requests: open ones first by deadline, then those answered. */
    lenderRequests: build.infiniteQuery<Page<LenderRequestView>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/requests?${query({ page: pageParam })}` }),
      transformResponse: (items: LenderRequestView[], meta) => readPage(items, meta),
      providesTags: ['LenderRequests'],
    }),
    lenderResponseStats: build.query<ResponseStats, void>({
      query: () => ({ url: '/lender/response-stats' }),
      providesTags: ['LenderRequests'],
    }),
    /** Accept or decline: a decline frees the dates and cancels the earning, so those lists reload too. */
    answerRequest: build.mutation<LenderRequestView, { id: string; answer: RequestAnswerInput }>({
      query: ({ id, answer }) => ({ url: `/lender/requests/${encodeURIComponent(id)}`, method: 'PUT', body: answer }),
      invalidatesTags: ['LenderRequests', 'LenderBookings', 'LenderEarnings', 'LenderAvailability'],
    }),
    lenderEarnings: build.infiniteQuery<Page<LenderEarning>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/earnings?${query({ page: pageParam })}` }),
      transformResponse: (items: LenderEarning[], meta) => readPage(items, meta),
      providesTags: ['LenderEarnings'],
    }),
    /** This month, to date, pending and the next payout date, over all her earnings. */
    lenderEarningsSummary: build.query<EarningsSummary, void>({
      query: () => ({ url: '/lender/earnings/summary' }),
      providesTags: ['LenderEarnings'],
    }),
    lenderPayouts: build.infiniteQuery<Page<PayoutView>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/payouts?${query({ page: pageParam })}` }),
      transformResponse: (items: PayoutView[], meta) => readPage(items, meta),
      providesTags: ['LenderPayouts'],
    }),
    /** What renters said about her live dresses, newest first (hidden reviews are not among them). */
    lenderReviews: build.infiniteQuery<Page<LenderReviewView>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/reviews?${query({ page: pageParam })}` }),
      transformResponse: (items: LenderReviewView[], meta) => readPage(items, meta),
    }),
    /** Her dress of a dispatched order is back: its condition; the last dress back completes the order. */
    markReceived: build.mutation<{ completed: boolean }, { bookingId: string; receipt: ReceiptInput }>({
      query: ({ bookingId, receipt }) => ({
        url: `/lender/bookings/${encodeURIComponent(bookingId)}/received`,
        method: 'POST',
        body: receipt,
      }),
      invalidatesTags: ['LenderBookings', 'LenderRecords', 'LenderEarnings'],
    }),
    lenderConditionRecords: build.infiniteQuery<Page<ConditionRecordView>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/condition-records?${query({ page: pageParam })}` }),
      transformResponse: (items: ConditionRecordView[], meta) => readPage(items, meta),
      providesTags: ['LenderRecords'],
    }),
    lenderClaims: build.infiniteQuery<Page<ClaimView>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/claims?${query({ page: pageParam })}` }),
      transformResponse: (items: ClaimView[], meta) => readPage(items, meta),
      providesTags: ['LenderClaims'],
    }),
    openLenderClaim: build.mutation<ClaimView, ClaimInput>({
      query: (body) => ({ url: '/lender/claims', method: 'POST', body }),
      invalidatesTags: ['LenderClaims', 'LenderEarnings'],
    }),
    lenderConversations: build.infiniteQuery<Page<LenderConversationView>, void, number>({
      infiniteQueryOptions: paging,
      query: ({ pageParam }) => ({ url: `/lender/conversations?${query({ page: pageParam })}` }),
      transformResponse: (items: LenderConversationView[], meta) => readPage(items, meta),
      providesTags: ['LenderConversations'],
    }),
    /** Messages from renters she has not read: the Messages tab's count. */
    lenderUnread: build.query<number, void>({
      query: () => ({ url: '/lender/conversations/unread' }),
      transformResponse: (body: { unreadCount: number }) => body.unreadCount,
      providesTags: ['LenderConversations'],
    }),
    /** The newest `pageSize` messages of one conversation, oldest first. */
    lenderConversationMessages: build.query<Page<ConversationMessageView>, { id: string; pageSize: number }>({
      query: ({ id, pageSize }) => ({ url: `/lender/conversations/${encodeURIComponent(id)}/messages?${query({ pageSize })}` }),
      transformResponse: (items: ConversationMessageView[], meta) => readPage(items, meta),
      providesTags: (_r, _e, { id }) => [{ type: 'LenderMessages', id }],
    }),
    sendLenderMessage: build.mutation<SentMessageView, { id: string; text: string }>({
      query: ({ id, text }) => ({ url: `/lender/conversations/${encodeURIComponent(id)}/messages`, method: 'POST', body: { text } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'LenderMessages', id }, 'LenderConversations'],
    }),
    markLenderConversationRead: build.mutation<null, string>({
      query: (id) => ({ url: `/lender/conversations/${encodeURIComponent(id)}/read`, method: 'PUT' }),
      invalidatesTags: ['LenderConversations'],
    }),
  }),
});

export const {
  useLenderReviewsInfiniteQuery,
  useMarkReceivedMutation,
  useLenderConditionRecordsInfiniteQuery,
  useLenderClaimsInfiniteQuery,
  useOpenLenderClaimMutation,
  useRequestSignInLinkMutation,
  useSignInWithLinkMutation,
  useSignOutMutation,
  useLenderMeQuery,
  useChangeBankDetailsMutation,
  useLenderListingsInfiniteQuery,
  useLenderLiveCountQuery,
  useUpdateLenderListingMutation,
  useChangeListingPricesMutation,
  useSetBookingRulesMutation,
  useLenderBookingsInfiniteQuery,
  useProductAvailabilityQuery,
  useAddBlockMutation,
  useRemoveBlockMutation,
  useLenderRequestsInfiniteQuery,
  useLenderResponseStatsQuery,
  useAnswerRequestMutation,
  useLenderEarningsInfiniteQuery,
  useLenderEarningsSummaryQuery,
  useLenderPayoutsInfiniteQuery,
  useLenderConversationsInfiniteQuery,
  useLenderUnreadQuery,
  useLenderConversationMessagesQuery,
  useSendLenderMessageMutation,
  useMarkLenderConversationReadMutation,
} = lenderAreaApi;
