import type { NewsletterSubscriptionView } from '@dw/contracts';
import { api } from '../../app/api';

const path = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whose subscription the signed link manages (the address masked); 404 for a link that is not ours. */
    getSubscription: build.query<NewsletterSubscriptionView, string>({
      query: (token) => ({ url: path(token) }),
    }),
    /** Idempotent: a second press answers the same. */
    unsubscribe: build.mutation<Pick<NewsletterSubscriptionView, 'subscribed'>, string>({
      query: (token) => ({ url: path(token), method: 'POST', body: {} }),
    }),
    /** Follows a sign-up's confirmation link; a POST, so mail scanners fetching the link confirm nothing. */
    confirmSubscription: build.mutation<Pick<NewsletterSubscriptionView, 'subscribed'>, string>({
      query: (token) => ({ url: '/newsletter/confirm', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useGetSubscriptionQuery, useUnsubscribeMutation, useConfirmSubscriptionMutation } = unsubscribeApi;
