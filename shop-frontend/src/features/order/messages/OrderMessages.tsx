import { useEffect, useMemo, useState } from 'react';
import { PAGE_SIZE_MAX, type RenterConversationView } from '@dw/contracts';
import { MessageThread } from '@dw/web-kit';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import {
  type OrderKey,
  useConversationMessagesQuery,
  useMarkConversationReadMutation,
  useOrderConversationsQuery,
  useSendMessageMutation,
} from './messagesApi';
import styles from './OrderMessages.module.css';

const PAGE = 30;

function Thread({ order, conversation, onChange }: { order: OrderKey; conversation: RenterConversationView; onChange: () => void }) {
  const [pageSize, setPageSize] = useState(PAGE);
  const thread = useConversationMessagesQuery({ ...order, conversationId: conversation.id, pageSize });
  const [send] = useSendMessageMutation();
  const [markRead] = useMarkConversationReadMutation();
  const unread = conversation.unreadCount;

  useEffect(() => {
    // Opening the thread reads what the lender wrote.
    if (unread > 0 && thread.data) void markRead({ ...order, conversationId: conversation.id }).then(onChange);
  }, [unread, thread.data, markRead, order, conversation.id, onChange]);

  if (thread.error && !thread.data) return <LoadFailed what="your messages" onRetry={thread.refetch} />;
  if (!thread.data) return <p role="status">Loading your messages…</p>;
  return (
    <MessageThread
      messages={thread.data.items}
      otherName={conversation.lenderFirstName}
      unlocked={conversation.unlocked}
      hasEarlier={thread.data.items.length < thread.data.total && pageSize < PAGE_SIZE_MAX}
      onEarlier={() => setPageSize((s) => Math.min(PAGE_SIZE_MAX, s + PAGE))}
      onSend={async (text) => {
        const sent = await send({ ...order, conversationId: conversation.id, text }).unwrap();
        void thread.refetch();
        onChange();
        return sent.notice;
      }}
    />
  );
}

function Conversation({ order, conversation, onChange }: { order: OrderKey; conversation: RenterConversationView; onChange: () => void }) {
  const [open, setOpen] = useState(false);
  const panel = `conversation-${conversation.id}`;
  const unread = conversation.unreadCount;
  return (
    <li className={styles.conversation}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
        <span className={styles.ask}>Ask {conversation.lenderFirstName} a question</span>
        <span className={styles.dresses}>{conversation.dressNames.join(', ')}</span>
        {unread > 0 ? (
          <span className={styles.unread}>
            {unread} unread<span className={styles.srOnly}> {unread === 1 ? 'message' : 'messages'}</span>
          </span>
        ) : null}
      </button>
      <div id={panel} hidden={!open} className={styles.panel}>
        {open ? <Thread order={order} conversation={conversation} onChange={onChange} /> : null}
      </div>
    </li>
  );
}

/**
 * The order page's Messages: one conversation per lender of a dress in the order (the shop's own
 * dresses have none, so an order of them shows nothing here).
 */
export function OrderMessages({ id, token }: OrderKey) {
  const order = useMemo(() => ({ id, token }), [id, token]);
  const conversations = useOrderConversationsQuery(order);
  const { refetch } = conversations;
  const items = conversations.data?.items ?? [];
  if (conversations.error || items.length === 0) return null;
  return (
    <section className={styles.section} id="messages" aria-labelledby="order-messages">
      <h2 id="order-messages" className={styles.title}>
        Messages
      </h2>
      <p className={styles.lead}>Questions about the fit, the fabric or the day? The lender of each dress answers here.</p>
      <ul className={styles.list}>
        {items.map((c) => (
          <Conversation key={c.id} order={order} conversation={c} onChange={refetch} />
        ))}
      </ul>
    </section>
  );
}
