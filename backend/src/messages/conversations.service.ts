import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, MoreThanOrEqual } from 'typeorm';
import {
  AdminMessageView,
  ConversationMessageView,
  LenderConversationView,
  MESSAGE_REMOVED_TEXT,
  MESSAGE_TEXTS,
  MessageSender,
  RenterConversationView,
  SentMessageView,
  orderReference,
} from '@dw/contracts';
import { ProductsService } from '../catalogue/products.service';
import { AppError } from '../common/app-error';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { serialTransaction } from '../common/serial-transaction';
import { hasAcceptedLine } from '../orders/line-requests.service';
import { isUuid } from '../common/uuid';
import type { LenderContact } from '../lenders/lenders.service';
import { ListingsService } from '../listings/listings.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderParties, OrdersService } from '../orders/orders.service';
import { ConversationMessage } from './conversation-message.entity';
import { Conversation } from './conversation.entity';
import { conversationId, firstName } from './domain/conversation-parties';
import { maskContacts } from './domain/mask-contacts';
import { emailDue, rateWindowStart, sendWaitMinutes } from './domain/message-limits';
import { messageText } from './domain/message-text';

const conversationNotFound = () => AppError.notFound('Conversation not found.', 'CONVERSATION_NOT_FOUND');
const messageNotFound = () => AppError.notFound('Message not found.', 'MESSAGE_NOT_FOUND');

/** A lender of an order, with her dresses in it. */
interface OrderLender {
  contact: LenderContact;
  dressNames: string[];
}

/** Who is writing: the renter (through her order's token) or the lender (signed in). */
type Side = { sender: 'renter'; order: OrderParties } | { sender: 'lender'; lenderId: string };

const other = (sender: MessageSender): MessageSender => (sender === 'renter' ? 'lender' : 'renter');

function messageView(row: ConversationMessage, side: MessageSender): ConversationMessageView {
  const removed = row.hiddenAt !== null;
  return {
    id: row.id,
    sender: row.sender,
    text: removed ? MESSAGE_REMOVED_TEXT : row.shownText,
    masked: !removed && row.masked,
    removed,
    mine: row.sender === side,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Conversations between the renter of an order and each lender of a dress in it. Both sides read the
 * shown text (contact details hidden while the booking is unconfirmed); only the admin reads the
 * original. A new message e-mails the other side, at most once per conversation per window.
 */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly products: ProductsService,
    private readonly listings: ListingsService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Whether contact details may pass between them: once the lender (or the admin for her, or a
   * dispatch) has accepted a line of the order, the booking is confirmed and nothing is masked.
   */
  conversationUnlocked(manager: EntityManager, orderId: string, lenderAccountId: string): Promise<boolean> {
    return hasAcceptedLine(manager, orderId, lenderAccountId);
  }

  // ----- The renter, with her order's token -----

  /** One conversation per lender of her order (with a message or not), by the lender's first name. */
  async renterConversations(orderId: string, token: unknown, window: PageWindow): Promise<ListPage<RenterConversationView>> {
    const order = await this.orders.partiesWithToken(orderId, token);
    const manager = this.dataSource.manager;
    const lenders = [...((await this.lendersOfOrders(manager, [order])).get(order.id)?.values() ?? [])].sort(
      (a, b) => firstName(a.contact.fullName).localeCompare(firstName(b.contact.fullName)) || a.contact.id.localeCompare(b.contact.id),
    );
    const ids = lenders.map((l) => conversationId(order.id, l.contact.id));
    const found = ids.length > 0 ? await manager.find(Conversation, { where: { id: In(ids) } }) : [];
    const rows = new Map(found.map((c) => [c.id, c]));
    const unread = await this.unreadCounts(manager, ids, 'renter');
    const views: RenterConversationView[] = [];
    for (const [i, lender] of lenders.entries()) {
      views.push({
        id: ids[i],
        lenderFirstName: firstName(lender.contact.fullName),
        dressNames: lender.dressNames,
        unreadCount: unread.get(ids[i]) ?? 0,
        unlocked: await this.conversationUnlocked(manager, order.id, lender.contact.id),
        lastMessageAt: rows.get(ids[i])?.lastMessageAt.toISOString() ?? null,
      });
    }
    return listPage(views.slice(window.offset, window.offset + window.pageSize), views.length, window);
  }

  async renterMessages(orderId: string, token: unknown, id: string, window: PageWindow): Promise<ListPage<ConversationMessageView>> {
    const order = await this.orders.partiesWithToken(orderId, token);
    await this.renterLender(order, id);
    return this.thread(id, 'renter', window);
  }

  async renterSend(orderId: string, token: unknown, id: string, text: string): Promise<SentMessageView> {
    const checked = this.checked(text);
    const order = await this.orders.partiesWithToken(orderId, token);
    const lender = await this.renterLender(order, id);
    return this.send({ sender: 'renter', order }, order.id, lender.contact, checked);
  }

  async renterRead(orderId: string, token: unknown, id: string): Promise<void> {
    const order = await this.orders.partiesWithToken(orderId, token);
    await this.renterLender(order, id);
    await this.markRead(id, 'renter');
  }

  // ----- The lender, signed in -----

  /** Her conversations that have a message, most recent first. */
  async lenderConversations(lenderId: string, window: PageWindow): Promise<ListPage<LenderConversationView>> {
    const manager = this.dataSource.manager;
    const where = { lenderAccountId: lenderId };
    const total = await manager.count(Conversation, { where });
    const rows = await manager.find(Conversation, {
      where,
      order: { lastMessageAt: 'DESC', id: 'DESC' },
      skip: window.offset,
      take: window.pageSize,
    });
    const orders = await this.orders.partiesOf(
      manager,
      rows.map((c) => c.orderId),
    );
    const lenders = await this.lendersOfOrders(manager, [...orders.values()]);
    const unread = await this.unreadCounts(
      manager,
      rows.map((c) => c.id),
      'lender',
    );
    const views: LenderConversationView[] = [];
    for (const c of rows) {
      const order = orders.get(c.orderId);
      views.push({
        id: c.id,
        orderReference: orderReference(c.orderId),
        renterFirstName: firstName(order?.customerName ?? ''),
        dressNames: lenders.get(c.orderId)?.get(lenderId)?.dressNames ?? [],
        unreadCount: unread.get(c.id) ?? 0,
        unlocked: await this.conversationUnlocked(manager, c.orderId, lenderId),
        lastMessageAt: c.lastMessageAt.toISOString(),
      });
    }
    return listPage(views, total, window);
  }

  /** Messages from renters she has not read, across all her conversations (the tab's label). */
  async lenderUnread(lenderId: string): Promise<number> {
    const row = await this.dataSource
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .innerJoin(Conversation, 'c', 'c.id = m.conversationId')
      .where('c.lenderAccountId = :lenderId', { lenderId })
      .andWhere("m.sender = 'renter' AND m.readAt IS NULL AND m.hiddenAt IS NULL")
      .select('COUNT(*)', 'n')
      .getRawOne<{ n: number | string }>();
    return Number(row?.n ?? 0);
  }

  async lenderMessages(lenderId: string, id: string, window: PageWindow): Promise<ListPage<ConversationMessageView>> {
    await this.lenderConversation(this.dataSource.manager, lenderId, id);
    return this.thread(id, 'lender', window);
  }

  async lenderSend(lenderId: string, id: string, text: string): Promise<SentMessageView> {
    const checked = this.checked(text);
    const conversation = await this.lenderConversation(this.dataSource.manager, lenderId, id);
    const orders = await this.orders.partiesOf(this.dataSource.manager, [conversation.orderId]);
    const lender = (await this.lendersOfOrders(this.dataSource.manager, [...orders.values()])).get(conversation.orderId)?.get(lenderId);
    if (!lender) throw conversationNotFound();
    return this.send({ sender: 'lender', lenderId }, conversation.orderId, lender.contact, checked);
  }

  async lenderRead(lenderId: string, id: string): Promise<void> {
    await this.lenderConversation(this.dataSource.manager, lenderId, id);
    await this.markRead(id, 'lender');
  }

  // ----- The admin -----

  /** Every message of the order's conversations as written and as shown, by lender then in order. */
  async adminMessages(orderId: string, window: PageWindow): Promise<ListPage<AdminMessageView>> {
    const manager = this.dataSource.manager;
    const order = (await this.orders.partiesOf(manager, [orderId])).get(orderId.toLowerCase());
    if (!order) throw AppError.notFound('Order not found.', 'ORDER_NOT_FOUND');
    const conversations = await manager.find(Conversation, { where: { orderId: order.id } });
    const ids = conversations.map((c) => c.id);
    if (ids.length === 0) return listPage([], 0, window);
    const where = { conversationId: In(ids) };
    const total = await manager.count(ConversationMessage, { where });
    const rows = await manager.find(ConversationMessage, {
      where,
      order: { conversationId: 'ASC', seq: 'ASC' },
      skip: window.offset,
      take: window.pageSize,
    });
    const lenders = (await this.lendersOfOrders(manager, [order])).get(order.id) ?? new Map<string, OrderLender>();
    const lenderOf = new Map(conversations.map((c) => [c.id, c.lenderAccountId]));
    return listPage(
      rows.map((m) => this.adminView(m, order, lenders.get(lenderOf.get(m.conversationId) ?? '')?.contact.fullName ?? '')),
      total,
      window,
    );
  }

  /** Hides a message from both sides; hiding it again only replaces the reason. */
  async hide(messageId: string, reason: string): Promise<AdminMessageView> {
    const trimmed = reason.trim();
    if (!trimmed) throw AppError.invalid(MESSAGE_TEXTS.hideReasonRequired);
    if (!isUuid(messageId)) throw messageNotFound();
    const { row, conversation } = await serialTransaction(this.dataSource, async (m) => {
      const found = await m.findOne(ConversationMessage, { where: { id: messageId } });
      if (!found) throw messageNotFound();
      await m.update(ConversationMessage, { id: found.id }, { hiddenAt: found.hiddenAt ?? new Date(), hiddenReason: trimmed });
      return {
        row: await m.findOneOrFail(ConversationMessage, { where: { id: found.id } }),
        conversation: await m.findOneOrFail(Conversation, { where: { id: found.conversationId } }),
      };
    });
    const manager = this.dataSource.manager;
    const order = (await this.orders.partiesOf(manager, [conversation.orderId])).get(conversation.orderId);
    const lenderName = order
      ? ((await this.lendersOfOrders(manager, [order])).get(order.id)?.get(conversation.lenderAccountId)?.contact.fullName ?? '')
      : '';
    return this.adminView(row, order, lenderName);
  }

  // ----- Shared -----

  private checked(text: string): string {
    const checked = messageText(text);
    if (!checked.ok) throw AppError.invalid(checked.message, checked.reason === 'empty' ? 'MESSAGE_EMPTY' : 'MESSAGE_TOO_LONG');
    return checked.text;
  }

  private async send(side: Side, orderId: string, lender: LenderContact, text: string): Promise<SentMessageView> {
    const id = conversationId(orderId, lender.id);
    const saved = await serialTransaction(this.dataSource, async (m) => {
      const now = new Date();
      // An upsert, not INSERT IGNORE: on MariaDB a duplicate under IGNORE takes a shared lock, and two
      // senders each holding one deadlock when they both go on to update the row. ON DUPLICATE KEY
      // UPDATE takes the row's exclusive lock at once, so senders queue here; seq and the rate count
      // below are then this writer's alone.
      await m
        .createQueryBuilder()
        .insert()
        .into(Conversation)
        .values({ id, orderId, lenderAccountId: lender.id, lastMessageAt: now, messageCount: 0 })
        .orUpdate(['lastMessageAt'], ['id'])
        .execute();
      await m.update(Conversation, { id }, { messageCount: () => 'messageCount + 1', lastMessageAt: now });
      const conversation = await m.findOneOrFail(Conversation, { where: { id } });
      const recent = await m.find(ConversationMessage, {
        select: { id: true, createdAt: true },
        where: { conversationId: id, sender: side.sender, createdAt: MoreThanOrEqual(rateWindowStart(now)) },
        order: { createdAt: 'ASC' },
      });
      const wait = sendWaitMinutes(
        recent.map((r) => r.createdAt),
        now,
      );
      if (wait !== null) {
        const error = new AppError('rate_limited', MESSAGE_TEXTS.rateLimited(wait), 'MESSAGE_RATE_LIMITED');
        error.retryAfterSeconds = wait * 60;
        throw error;
      }
      const unlocked = await this.conversationUnlocked(m, orderId, lender.id);
      const shown = unlocked ? { text, masked: false } : maskContacts(text);
      const row = m.create(ConversationMessage, {
        conversationId: id,
        seq: conversation.messageCount,
        sender: side.sender,
        originalText: text,
        shownText: shown.text,
        masked: shown.masked,
        readAt: null,
        hiddenAt: null,
        hiddenReason: null,
        createdAt: now,
      });
      await m.save(row);
      await this.emailOtherSide(m, side, conversation, lender, now);
      return row;
    });
    return {
      message: messageView(saved, side.sender),
      notice: saved.masked ? MESSAGE_TEXTS.masked : null,
    };
  }

  /** The first message of a quiet spell e-mails the other side; the rest of the window is read on the page. */
  private async emailOtherSide(m: EntityManager, side: Side, c: Conversation, lender: LenderContact, now: Date): Promise<void> {
    const to = other(side.sender);
    const last = to === 'renter' ? c.renterEmailedAt : c.lenderEmailedAt;
    if (!emailDue(last, now)) return;
    const order = side.sender === 'renter' ? side.order : (await this.orders.partiesOf(m, [c.orderId])).get(c.orderId);
    if (!order) return;
    const renter = firstName(order.customerName);
    const lenderName = firstName(lender.fullName);
    await this.notifications.queue(m, {
      kind: 'message-received',
      to: to === 'renter' ? order.customerEmail : lender.email,
      recipient: to,
      recipientFirstName: to === 'renter' ? renter : lenderName,
      senderFirstName: to === 'renter' ? lenderName : renter,
      orderId: order.id,
      accessToken: to === 'renter' ? await this.orders.pageTokenOf(m, order.id) : null,
      lenderId: lender.id,
    });
    await m.update(Conversation, { id: c.id }, to === 'renter' ? { renterEmailedAt: now } : { lenderEmailedAt: now });
  }

  /** A page of the thread: page 1 is the newest messages; each page reads oldest first (newest last). */
  private async thread(id: string, side: MessageSender, window: PageWindow): Promise<ListPage<ConversationMessageView>> {
    const repo = this.dataSource.getRepository(ConversationMessage);
    const total = await repo.count({ where: { conversationId: id } });
    const rows = await repo.find({ where: { conversationId: id }, order: { seq: 'DESC' }, skip: window.offset, take: window.pageSize });
    return listPage(
      rows.reverse().map((r) => messageView(r, side)),
      total,
      window,
    );
  }

  private async markRead(id: string, reader: MessageSender): Promise<void> {
    await serialTransaction(this.dataSource, (m) =>
      m.update(ConversationMessage, { conversationId: id, sender: other(reader), readAt: IsNull() }, { readAt: new Date() }),
    );
  }

  private async unreadCounts(manager: EntityManager, ids: readonly string[], reader: MessageSender): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await manager
      .getRepository(ConversationMessage)
      .createQueryBuilder('m')
      .select('m.conversationId', 'id')
      .addSelect('COUNT(*)', 'n')
      .where('m.conversationId IN (:...ids)', { ids })
      .andWhere('m.sender = :sender AND m.readAt IS NULL AND m.hiddenAt IS NULL', { sender: other(reader) })
      .groupBy('m.conversationId')
      .getRawMany<{ id: string; n: number | string }>();
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  /** The lender of her order that conversation `id` is with; any other id is the same 404. */
  private async renterLender(order: OrderParties, id: string): Promise<OrderLender> {
    const lenders = (await this.lendersOfOrders(this.dataSource.manager, [order])).get(order.id);
    const lender = isUuid(id)
      ? [...(lenders?.values() ?? [])].find((l) => conversationId(order.id, l.contact.id) === id.toLowerCase())
      : undefined;
    if (!lender) throw conversationNotFound();
    return lender;
  }

  /** One of her conversations; anyone else's reads as missing. */
  private async lenderConversation(manager: EntityManager, lenderId: string, id: string): Promise<Conversation> {
    const row = isUuid(id) ? await manager.findOne(Conversation, { where: { id: id.toLowerCase(), lenderAccountId: lenderId } }) : null;
    if (!row) throw conversationNotFound();
    return row;
  }

  /** Per order, each lender whose dress is in it (the shop's own stock has none; an erased lender drops out). */
  private async lendersOfOrders(manager: EntityManager, orders: readonly OrderParties[]): Promise<Map<string, Map<string, OrderLender>>> {
    const productIds = orders.flatMap((o) => o.lines.flatMap((l) => (l.productId ? [l.productId] : [])));
    const listingOf = await this.products.listingIdsOf(manager, productIds);
    const contacts = await this.listings.lendersOf(manager, [...listingOf.values()]);
    const result = new Map<string, Map<string, OrderLender>>();
    for (const order of orders) {
      const byLender = new Map<string, OrderLender>();
      for (const line of order.lines) {
        const listingId = line.productId ? listingOf.get(line.productId) : undefined;
        const contact = listingId ? contacts.get(listingId) : undefined;
        if (!contact) continue;
        const entry = byLender.get(contact.id) ?? { contact, dressNames: [] };
        if (!entry.dressNames.includes(line.productName)) entry.dressNames.push(line.productName);
        byLender.set(contact.id, entry);
      }
      result.set(order.id, byLender);
    }
    return result;
  }

  private adminView(m: ConversationMessage, order: OrderParties | undefined, lenderFullName: string): AdminMessageView {
    return {
      id: m.id,
      conversationId: m.conversationId,
      lenderFirstName: firstName(lenderFullName),
      renterFirstName: firstName(order?.customerName ?? ''),
      sender: m.sender,
      originalText: m.originalText,
      shownText: m.shownText,
      masked: m.masked,
      hiddenAt: m.hiddenAt ? m.hiddenAt.toISOString() : null,
      hiddenReason: m.hiddenReason,
      createdAt: m.createdAt.toISOString(),
    };
  }
}
