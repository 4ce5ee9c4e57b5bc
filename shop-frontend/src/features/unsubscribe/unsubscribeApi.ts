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
  }),
});

export const { useGetSubscriptionQuery, useUnsubscribeMutation } = unsubscribeApi;
