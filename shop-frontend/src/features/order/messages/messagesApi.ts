import type { ConversationMessageView, Page, RenterConversationView, SentMessageView } from '@dw/contracts';
import { readPage } from '@dw/web-kit';
import { api } from '../../../app/api';

/** The order page's key: the order and the token from the renter's e-mail. */
export interface OrderKey {
  id: string;
  token: string;
}

export interface ThreadArgs extends OrderKey {
  conversationId: string;
  /** The newest this many messages (page 1 of that size). */
  pageSize: number;
}

const base = ({ id, conversationId }: { id: string; conversationId?: string }) =>
  `/orders/${encodeURIComponent(id)}/conversations${conversationId ? `/${encodeURIComponent(conversationId)}` : ''}`;
const tokenQuery = (token: string) => `token=${encodeURIComponent(token)}`;

/**
 * The renter's messages with the lenders of her order, with the order-page token (no login). No cache
 * tags (the slice's tag list is in every page's first load): the thread refetches after a send, the
 * list after a read.
 */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderConversations: build.query<Page<RenterConversationView>, OrderKey>({
      query: (key) => ({ url: `${base(key)}?${tokenQuery(key.token)}&pageSize=100` }),
      transformResponse: (items: RenterConversationView[], meta) => readPage(items, meta),
    }),
    conversationMessages: build.query<Page<ConversationMessageView>, ThreadArgs>({
      query: (args) => ({ url: `${base(args)}/messages?${tokenQuery(args.token)}&pageSize=${args.pageSize}` }),
      transformResponse: (items: ConversationMessageView[], meta) => readPage(items, meta),
    }),
    sendMessage: build.mutation<SentMessageView, OrderKey & { conversationId: string; text: string }>({
      query: ({ text, ...args }) => ({ url: `${base(args)}/messages?${tokenQuery(args.token)}`, method: 'POST', body: { text } }),
    }),
    markConversationRead: build.mutation<null, OrderKey & { conversationId: string }>({
      query: (args) => ({ url: `${base(args)}/read?${tokenQuery(args.token)}`, method: 'PUT' }),
    }),
  }),
});

export const { useOrderConversationsQuery, useConversationMessagesQuery, useSendMessageMutation, useMarkConversationReadMutation } =
  messagesApi;
