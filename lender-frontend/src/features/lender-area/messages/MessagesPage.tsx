import { useEffect, useState } from 'react';
import { type LenderConversationView, PAGE_SIZE_MAX } from '@dw/contracts';
import { MessageThread } from '@dw/web-kit';
import { usePageSetup } from '../../../shared/usePageSetup';
import { Badge, LoadFailure, LoadMore, Loading, PageHead } from '../areaParts';
import { formatUkDate } from '../format';
import {
  useLenderConversationMessagesQuery,
  useLenderConversationsInfiniteQuery,
  useMarkLenderConversationReadMutation,
  useSendLenderMessageMutation,
} from '../lenderAreaApi';
import styles from '../Area.module.css';

const PAGE = 30;

function Thread({ conversation }: { conversation: LenderConversationView }) {
  const [pageSize, setPageSize] = useState(PAGE);
  const thread = useLenderConversationMessagesQuery({ id: conversation.id, pageSize });
  const [send] = useSendLenderMessageMutation();
  const [markRead] = useMarkLenderConversationReadMutation();
  const unread = conversation.unreadCount;

  useEffect(() => {
    // Opening the conversation reads what the renter wrote.
    if (unread > 0 && thread.data) void markRead(conversation.id);
  }, [unread, thread.data, markRead, conversation.id]);

  if (thread.error && !thread.data) return <LoadFailure error={thread.error} what="the messages" />;
  if (!thread.data) return <Loading what="the messages" />;
  return (
    <MessageThread
      messages={thread.data.items}
      otherName={conversation.renterFirstName}
      unlocked={conversation.unlocked}
      hasEarlier={thread.data.items.length < thread.data.total && pageSize < PAGE_SIZE_MAX}
      onEarlier={() => setPageSize((s) => Math.min(PAGE_SIZE_MAX, s + PAGE))}
      onSend={async (text) => (await send({ id: conversation.id, text }).unwrap()).notice}
    />
  );
}

function ConversationCard({ conversation }: { conversation: LenderConversationView }) {
  const [open, setOpen] = useState(false);
  const panelId = `conversation-${conversation.id}`;
  const unread = conversation.unreadCount;
  return (
    <li className={styles.panel}>
      <div className={styles.conversationHead}>
        <div>
          <p className={styles.tileLabel}>Order {conversation.orderReference}</p>
          <h2 className={styles.cardTitle}>{conversation.renterFirstName}</h2>
        </div>
        {unread > 0 ? <Badge tone="ink">{unread} unread</Badge> : null}
      </div>
      <p className={styles.muted}>
        {conversation.dressNames.join(', ')}
        {conversation.lastMessageAt ? ` · last message ${formatUkDate(conversation.lastMessageAt)}` : ''}
      </p>
      <button
        type="button"
        className={`${styles.textLink} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide conversation' : 'Open conversation'}
        <span className={styles.srOnly}> with {conversation.renterFirstName}</span>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? <Thread conversation={conversation} /> : null}
      </div>
    </li>
  );
}

/** /lender/messages: renters' questions about her dresses, most recent first; the renter by first name only. */
export function MessagesPage() {
  usePageSetup('Messages', 'Messages from renters about your dresses.');
  const conversations = useLenderConversationsInfiniteQuery();
  const items = conversations.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHead
        title="Messages"
        lead="Renters ask about the fit, the fabric or the dates here. Contact details stay hidden until you have confirmed the booking."
      />
      {conversations.error && !conversations.data ? (
        <LoadFailure error={conversations.error} what="your messages" />
      ) : !conversations.data ? (
        <Loading what="your messages" />
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p>No messages yet. When a renter asks about one of your dresses, you will find it here and we will e-mail you.</p>
        </div>
      ) : (
        <>
          <ul className={styles.stack}>
            {items.map((c) => (
              <ConversationCard key={c.id} conversation={c} />
            ))}
          </ul>
          {conversations.error ? <LoadFailure error={conversations.error} what="more messages" /> : null}
          <LoadMore
            hasMore={conversations.hasNextPage}
            loading={conversations.isFetchingNextPage}
            onMore={() => void conversations.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
