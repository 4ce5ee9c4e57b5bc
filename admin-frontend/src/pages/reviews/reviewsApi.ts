import type { AdminReviewView, Page, ReviewHiddenRequest, ReviewVisibilityFilter } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { LIST, adminApi } from '../../app/api';

export interface ReviewPageRequest {
  page: number;
  pageSize: number;
  visibility: ReviewVisibilityFilter;
}

/** The list's query string, in a fixed order so one page is one cache entry. */
export function reviewListUrl({ page, pageSize, visibility }: ReviewPageRequest): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (visibility !== 'all') query.set('visibility', visibility);
  return `/reviews?${query.toString()}`;
}

export const reviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<Page<AdminReviewView>, ReviewPageRequest>({
      query: (request) => ({ url: reviewListUrl(request) }),
      transformResponse: (items: AdminReviewView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Review', id: LIST }],
    }),
    /** Hides a review with the admin's reason, or shows it again; the product's rating follows. */
    setReviewHidden: build.mutation<AdminReviewView, { id: string } & ReviewHiddenRequest>({
      query: ({ id, ...body }) => ({ url: `/reviews/${encodeURIComponent(id)}/hidden`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Review', id: LIST }, { type: 'Product' }],
    }),
  }),
});

export const { useGetReviewsQuery, useSetReviewHiddenMutation } = reviewsApi;
