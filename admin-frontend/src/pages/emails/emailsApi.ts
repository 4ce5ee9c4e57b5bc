import type { EmailDetail, EmailListItem, EmailStatus, Page } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { adminApi, LIST } from '../../app/api';

export interface EmailPageRequest {
  page: number;
  pageSize: number;
  /** Only messages in this state; all of them when absent. */
  status?: EmailStatus;
}

/** The list's query string, in a fixed order so one page is one cache entry. */
export function emailListUrl({ page, pageSize, status }: EmailPageRequest): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) query.set('status', status);
  return `/admin/emails?${query.toString()}`;
}

export const emailsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getEmails: build.query<Page<EmailListItem>, EmailPageRequest>({
      query: (request) => ({ url: emailListUrl(request) }),
      transformResponse: (items: EmailListItem[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Email', id: LIST }],
    }),
    getEmail: build.query<EmailDetail, string>({
      query: (id) => ({ url: `/admin/emails/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Email', id }],
    }),
    /** Puts a failed message back in the outbox; the API answers 409 for any other state. */
    resendEmail: build.mutation<EmailListItem, string>({
      query: (id) => ({ url: `/admin/emails/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Email', id: LIST },
        { type: 'Email', id },
      ],
    }),
  }),
});

export const { useGetEmailsQuery, useGetEmailQuery, useResendEmailMutation } = emailsApi;
