import type { CreateReviewRequest, Page, ReviewInvitationView, ReviewView, UploadTicket } from '@dw/contracts';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { api } from '../../app/api';

export interface ProductReviewsRequest {
  productId: string;
  page: number;
}

/** Imported only by the product page's reviews chunk and the review page, never by a page's start-up. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a dress's visible reviews, newest first; the total from X-Total-Count. */
    getProductReviews: build.query<Page<ReviewView>, ProductReviewsRequest>({
      query: ({ productId, page }) => ({
        url: `/products/${encodeURIComponent(productId)}/reviews?page=${page}&pageSize=${PRODUCT_REVIEWS_PAGE_SIZE}`,
      }),
      transformResponse: (items: ReviewView[], meta) => readPage(items, meta),
    }),
    /** What the e-mailed link lets her review: 404 for any link that is not a completed rental's. */
    getReviewInvitation: build.query<ReviewInvitationView, string>({
      query: (token) => ({ url: `/reviews/invitation/${encodeURIComponent(token)}` }),
    }),
    createReview: build.mutation<ReviewView, CreateReviewRequest>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
    }),
    reviewPhotoTicket: build.mutation<UploadTicket, { token: string; contentType: string; size: number }>({
      query: (body) => ({ url: '/reviews/photo-upload', method: 'POST', body }),
    }),
  }),
});

export const { useGetProductReviewsQuery, useGetReviewInvitationQuery, useCreateReviewMutation, useReviewPhotoTicketMutation } = reviewsApi;
