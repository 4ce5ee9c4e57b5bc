/**
 * Messages between a renter and each lender of a dress in her order: one conversation per (order,
 * lender). The renter reaches hers with the order-page token, the lender in her area's Messages tab,
 * the admin from the order in the back office.
 */

/** A message's text after trimming and stripping control characters. */
export const MESSAGE_TEXT_MAX = 2000;

/** A sender may send this many messages into one conversation per window; the next is refused (429). */
export const MESSAGE_RATE_LIMIT = { limit: 20, windowMinutes: 10 } as const;

/**
 * At most one e-mail per conversation per recipient in this many minutes: the first message of a quiet
 * spell e-mails at once; later ones inside the window wait on the page (the e-mail says to read the thread).
 */
export const MESSAGE_EMAIL_WINDOW_MINUTES = 15;

/** What replaces contact details written before the lender has accepted the booking. */
export const MESSAGE_MASK = '[hidden until the booking is confirmed]';

/** Shown to both sides in place of a message the admin removed. */
export const MESSAGE_REMOVED_TEXT = 'Message removed by Designer Wardrobe';

/** The admin's reason for removing a message. */
export const MESSAGE_HIDE_REASON_MAX = 500;

export const MESSAGE_TEXTS = {
  empty: 'Please write a message.',
  // Written out (MESSAGE_TEXT_MAX, checked in conversations.spec.ts): a call here would keep this object in every bundle.
  tooLong: 'A message can be at most 2,000 characters.',
  masked:
    'Contact details and links are hidden until the booking is confirmed, so everything stays covered by Designer Wardrobe. The rest of your message was sent.',
  rateLimited: (waitMinutes: number) =>
    `You have sent ${MESSAGE_RATE_LIMIT.limit} messages in this conversation in the last ${MESSAGE_RATE_LIMIT.windowMinutes} minutes - please wait ${waitMinutes} ${waitMinutes === 1 ? 'minute' : 'minutes'} before sending another.`,
  hideReasonRequired: 'Please give a reason for removing this message.',
} as const;

export const MESSAGE_SENDERS = ['renter', 'lender'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** A message as either side sees it: the shown text only (masked when it was sent before acceptance). */
export interface ConversationMessageView {
  id: string;
  sender: MessageSender;
  /** The text as the other side sees it, or MESSAGE_REMOVED_TEXT once the admin removed it. */
  text: string;
  /** True when contact details in it were hidden. */
  masked: boolean;
  /** Removed by the admin: `text` is MESSAGE_REMOVED_TEXT. */
  removed: boolean;
  /** This side wrote it. */
  mine: boolean;
  createdAt: string;
}

/** POST …/messages: the message as stored, and why parts of it were hidden (null when nothing was). */
export interface SentMessageView {
  message: ConversationMessageView;
  notice: string | null;
}

/** The body of POST …/messages. */
export interface MessageInput {
  text: string;
}

/** One lender of the renter's order, as her order page lists them. */
export interface RenterConversationView {
  id: string;
  /** The lender's first name only. */
  lenderFirstName: string;
  /** The dresses of the order that are hers. */
  dressNames: string[];
  /** Messages from the lender she has not read. */
  unreadCount: number;
  /** False until the lender accepts: contact details are hidden until then. */
  unlocked: boolean;
  lastMessageAt: string | null;
}

/** One conversation in the lender's Messages tab. */
export interface LenderConversationView {
  id: string;
  orderReference: string;
  /** The renter's first name only: never her e-mail, address or surname. */
  renterFirstName: string;
  dressNames: string[];
  unreadCount: number;
  unlocked: boolean;
  lastMessageAt: string | null;
}

/** GET /api/lender/conversations/unread: for the tab's label. */
export interface UnreadCountView {
  unreadCount: number;
}

/** A message as the admin sees it: the original beside what was shown, and who wrote it. */
export interface AdminMessageView {
  id: string;
  conversationId: string;
  lenderFirstName: string;
  renterFirstName: string;
  sender: MessageSender;
  originalText: string;
  shownText: string;
  masked: boolean;
  hiddenAt: string | null;
  hiddenReason: string | null;
  createdAt: string;
}

/** PUT /api/admin/messages/{id}/hidden */
export interface HideMessageInput {
  reason: string;
}
