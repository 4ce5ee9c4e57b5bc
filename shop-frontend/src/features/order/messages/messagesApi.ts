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

/** The renter's messages with the lenders of her order, with the order-page token (no login). */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderConversations: build.query<Page<RenterConversationView>, OrderKey>({
      query: (key) => ({ url: `${base(key)}?${tokenQuery(key.token)}&pageSize=100` }),
      transformResponse: (items: RenterConversationView[], meta) => readPage(items, meta),
      providesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    conversationMessages: build.query<Page<ConversationMessageView>, ThreadArgs>({
      query: (args) => ({ url: `${base(args)}/messages?${tokenQuery(args.token)}&pageSize=${args.pageSize}` }),
      transformResponse: (items: ConversationMessageView[], meta) => readPage(items, meta),
      providesTags: (_r, _e, args) => [{ type: 'Conversation', id: args.conversationId }],
    }),
    sendMessage: build.mutation<SentMessageView, OrderKey & { conversationId: string; text: string }>({
      query: ({ text, ...args }) => ({ url: `${base(args)}/messages?${tokenQuery(args.token)}`, method: 'POST', body: { text } }),
      invalidatesTags: (_r, _e, args) => [
        { type: 'Conversation', id: args.conversationId },
        { type: 'Conversation', id: 'LIST' },
      ],
    }),
    markConversationRead: build.mutation<null, OrderKey & { conversationId: string }>({
      query: (args) => ({ url: `${base(args)}/read?${tokenQuery(args.token)}`, method: 'PUT' }),
      invalidatesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
  }),
});

export const { useOrderConversationsQuery, useConversationMessagesQuery, useSendMessageMutation, useMarkConversationReadMutation } =
  messagesApi;
