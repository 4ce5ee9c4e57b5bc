import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import {
  ACTIVE_ORDER_STATUSES,
  ORDER_STATUSES,
  ADMIN_SEARCH_COUNT_CAP,
  ADMIN_TOTAL_COUNT_CAP,
  ORDER_CANCELLED,
  londonMonthOf,
  orderRevenueTally,
  orderStatusTally,
  searchWords,
  DeclineReason,
  OrderListSort,
  OrderReceiptView,
  OrderStatus,
  OrderView,
  PaymentStatus,
  RentalDuration,
  formatPence,
  orderReference,
  rentalSchedule,
  shipmentOf,
  todayInLondon,
} from '@dw/contracts';
import { ListWindow, listWindow } from '../common/admin-list/list-window';
import { ListPage } from '../common/paging/page-window';
import { ProductsService } from '../catalogue/products.service';
import { CardPaymentsService } from '../payments/card-payments.service';
import { PaymentsService } from '../payments/payments.service';
import { isUuid } from '../common/uuid';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { accessTokenMatches, hashAccessToken } from './domain/access-token';
import { ShipmentInput, dispatchDetails } from './domain/dispatch-details';
import { ConditionInput, conditionInputRefusal } from './domain/receipt-input';
import { OrderReceiptsService } from './order-receipts.service';
import { ConditionRecordsService } from '../returns/condition-records.service';
import { OrderListQueryDto } from './dto/order-list-query.dto';
import { toOrderView } from './dto/order.view';
import { LateFeeViews } from './late-fees/late-fee-views';
import { IdempotencyRecord } from './idempotency-record.entity';
import { OrderLinks } from './order-links';
import { OrderProcess } from './order-process';
import { OrderWord } from './order-word.entity';
import { Order } from './order.entity';
import { ordersWithItems } from './orders-with-items';
import { readTallies } from './order-tallies';

/** Each sort with its tiebreaker in the same direction, so an index (which ends in the id) serves it. */
const ORDER_SORTS: Readonly<Record<OrderListSort, { column: 'createdAt' | 'total'; direction: 'ASC' | 'DESC' }>> = {
  'createdAt-desc': { column: 'createdAt', direction: 'DESC' },
  'createdAt-asc': { column: 'createdAt', direction: 'ASC' },
  'total-desc': { column: 'total', direction: 'DESC' },
  'total-asc': { column: 'total', direction: 'ASC' },
};

const orderNotFound = () => AppError.notFound('Order not found.', 'ORDER_NOT_FOUND');

/** A completed rental its review link opens: the renter's name and the dresses she rented (backups left out). */
export interface ReviewableRental {
  orderId: string;
  customerName: string;
  lines: { orderItemId: string; productId: string | null; productName: string; size: string }[];
}

const REVIEW_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Who an order is between, as its messages need it: the renter, the status, and each line's dress. */
export interface OrderParties {
  id: string;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  lines: { productId: string | null; productName: string }[];
}

/** Reading orders and moving their status; placing one is CheckoutService's job. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly process: OrderProcess,
    private readonly payments: PaymentsService,
    private readonly cards: CardPaymentsService,
    private readonly lateFees: LateFeeViews,
    private readonly receipts: OrderReceiptsService,
    private readonly conditions: ConditionRecordsService,
    private readonly links: OrderLinks,
  ) {}

  /**
   * One page of orders, filtered and sorted in SQL (ties broken by id, so pages never overlap),
   * with how many match, counted up to a cap; lines in a stable reading order (the schema keeps no
   * line position). docs/decisions/0025-admin-orders-at-scale.md
   */
  async list(query: OrderListQueryDto): Promise<ListPage<OrderView>> {
    const window = listWindow(query);
    const words = window.search === undefined ? undefined : searchWords(window.search);
    const cap = words ? ADMIN_SEARCH_COUNT_CAP : ADMIN_TOTAL_COUNT_CAP;
    // A count reads every row it counts, and an OFFSET every row it skips: both stop at the cap.
    if (window.offset >= cap)
      throw AppError.invalid(
        `page must start within the first ${cap} ${words ? 'matches' : 'orders'} ((page - 1) × pageSize below ${cap}); narrow the filters or reverse the sort.`,
      );
    const sort = ORDER_SORTS[query.sort ?? 'createdAt-desc'];
    const base = { total: 0, capped: false, page: window.page, pageSize: window.pageSize };
    if (words?.length === 0) return { items: [], ...base };
    const matching = await this.countUpTo(cap, query.status, window, words, query.paymentStatus);
    const page = { ...base, total: Math.min(matching, cap), capped: matching > cap };
    if (matching === 0) return { items: [], ...page };
    // Many matches: walk the sort's index and keep the orders whose words match (a few rows per
    // row shown). Few: start from the words' index and sort just those.
    const idRows = await this.filtered(query.status, window, words, matching > cap ? 'walk' : 'from-words', query.paymentStatus)
      .select('o.id', 'id')
      .orderBy(`o.${sort.column}`, sort.direction)
      .addOrderBy('o.id', sort.direction)
      .offset(window.offset)
      .limit(window.pageSize)
      .getRawMany<{ id: string }>();
    const ids = idRows.map((r) => r.id);
    if (ids.length === 0) return { items: [], ...page };
    const byId = await ordersWithItems(this.dataSource, ids);
    const payments = await this.payments.viewsOf([...byId.values()]);
    const lateFees = await this.lateFees.viewsOf([...byId.values()]);
    const items = ids.flatMap((id) => {
      const order = byId.get(id);
      const payment = payments.get(id);
      return order && payment ? [toOrderView(order, payment, lateFees.get(id) ?? null)] : [];
    });
    return { items, ...page };
  }

  /**
   * How many orders match, counting no further than cap + 1 (a status or the whole list: exactly, from
   * the tallies). A search counts from its first word's index.
   */
  private async countUpTo(
    cap: number,
    status: OrderStatus | undefined,
    window: ListWindow,
    words: readonly string[] | undefined,
    paymentStatus?: PaymentStatus,
  ): Promise<number> {
    if (!words && !window.createdFrom && !window.createdBefore && !paymentStatus) {
      // The whole list, or one status: the running tallies already count it (kept with every order write).
      const names = (status ? [status] : ORDER_STATUSES).map(orderStatusTally);
      const tallies = await readTallies(this.dataSource.manager, names);
      return names.reduce((sum, name) => sum + (tallies.get(name) ?? 0), 0);
    }
    let inner: SelectQueryBuilder<ObjectLiteral>;
    if (words) {
      inner = this.dataSource.createQueryBuilder().select('DISTINCT w0.orderId', 'orderId').from(OrderWord, 'w0');
      inner.where(`w0.word ${this.wordMatch()} :word0`, { word0: this.wordPattern(words[0]) });
      words.slice(1).forEach((word, n) => {
        const i = n + 1;
        inner.andWhere(`w0.orderId IN (SELECT w${i}.orderId FROM order_words w${i} WHERE w${i}.word ${this.wordMatch()} :word${i})`, {
          [`word${i}`]: this.wordPattern(word),
        });
      });
      if (status || window.createdFrom || window.createdBefore || paymentStatus) {
        inner.innerJoin(Order, 'o', 'o.id = w0.orderId');
        this.whereFilters(inner, status, window, paymentStatus);
      }
    } else {
      inner = this.whereFilters(this.orders.createQueryBuilder('o').select('1'), status, window, paymentStatus);
    }
    const [joined, params] = inner.limit(cap + 1).getQueryAndParameters();
    // SQLite: CROSS JOIN keeps the words' index as the outer loop (its planner would rather walk a status).
    const sql = this.sqlite ? joined.replace(/\bINNER JOIN\b/, 'CROSS JOIN') : joined;
    const rows = await this.dataSource.query<{ n: string | number }[]>(`SELECT COUNT(*) AS n FROM (${sql}) capped`, params);
    return Number(rows[0]?.n ?? 0);
  }

  private get sqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /** Words hold only [a-z0-9] (searchWords), so no LIKE or GLOB wildcard can come from the admin. */
  private wordMatch(): string {
    return this.sqlite ? 'GLOB' : 'LIKE';
  }

  private wordPattern(word: string): string {
    return this.sqlite ? `${word}*` : `${word}%`;
  }

  private whereFilters<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    status: OrderStatus | undefined,
    window: ListWindow,
    paymentStatus?: PaymentStatus,
  ): SelectQueryBuilder<T> {
    if (status) qb.andWhere('o.status = :status', { status });
    // The payment's table is the payments module's (order_payments: one row per order, keyed by it).
    if (paymentStatus) {
      qb.andWhere('o.id IN (SELECT op.orderId FROM order_payments op WHERE op.status = :paymentStatus)', { paymentStatus });
    }
    if (window.createdFrom) qb.andWhere('o.createdAt >= :createdFrom', { createdFrom: window.createdFrom });
    if (window.createdBefore) qb.andWhere('o.createdAt < :createdBefore', { createdBefore: window.createdBefore });
    return qb;
  }

  /**
   * The WHERE of the admin list. Each word of a search must start a word of the customer's name,
   * email or the order reference (order_words): `walk` tests each order the sort's index gives
   * (a probe of the (orderId, word) key; a scalar subquery, which MariaDB does not turn into a
   * semi-join that would first read every match), `from-words` reads the matches from the
   * (word, orderId) index.
   */
  private filtered(
    status: OrderStatus | undefined,
    window: ListWindow,
    words: readonly string[] | undefined,
    plan: 'walk' | 'from-words',
    paymentStatus?: PaymentStatus,
  ): SelectQueryBuilder<Order> {
    const qb = this.whereFilters(this.orders.createQueryBuilder('o'), status, window, paymentStatus);
    (words ?? []).forEach((word, i) => {
      const match = `w${i}.word ${this.wordMatch()} :word${i}`;
      qb.andWhere(
        plan === 'walk'
          ? `(SELECT 1 FROM order_words w${i} WHERE w${i}.orderId = o.id AND ${match} LIMIT 1) IS NOT NULL`
          : `o.id IN (SELECT w${i}.orderId FROM order_words w${i} WHERE ${match})`,
        { [`word${i}`]: this.wordPattern(word) },
      );
    });
    return qb;
  }

  /** Sum of order totals placed in the UK month containing `now`, cancelled orders excluded, as '1234.00'. */
  async monthRevenue(now: Date = new Date()): Promise<string> {
    const name = orderRevenueTally(londonMonthOf(now));
    return formatPence((await readTallies(this.dataSource.manager, [name])).get(name) ?? 0);
  }

  /** Orders still to be dealt with: pending or processing. */
  async activeCount(): Promise<number> {
    const names = ACTIVE_ORDER_STATUSES.map(orderStatusTally);
    const values = await readTallies(this.dataSource.manager, names);
    return names.reduce((sum, n) => sum + (values.get(n) ?? 0), 0);
  }

  async findView(id: string): Promise<OrderView | null> {
    if (!isUuid(id)) return null;
    const order = (await ordersWithItems(this.dataSource, [id])).get(id);
    if (!order) return null;
    const payment = (await this.payments.viewsOf([order])).get(id);
    return payment ? toOrderView(order, payment, await this.lateFees.viewOf(order)) : null;
  }

  async view(id: string): Promise<OrderView> {
    const order = await this.findView(id);
    if (!order) throw orderNotFound();
    return order;
  }

  /** The customers' names of these orders, for the admin calendar. */
  async customerNames(orderIds: readonly string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.orders.find({ select: { id: true, customerName: true }, where: { id: In([...orderIds]) } });
    return new Map(rows.map((o) => [o.id, o.customerName]));
  }

  /** The statuses of these orders, for a lender's bookings (which never carry the renter's details). */
  async statusesOf(orderIds: readonly string[]): Promise<Map<string, OrderStatus>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.orders.find({ select: { id: true, status: true }, where: { id: In([...orderIds]) } });
    return new Map(rows.map((o) => [o.id, o.status]));
  }

  /**
   * The order behind the renter's order-page token, for what her page shows beside the receipt
   * (messages). The receipt's one 404 for any wrong id or token, after the same hash comparison.
   */
  async partiesWithToken(id: string, token: unknown): Promise<OrderParties> {
    const row = isUuid(id)
      ? await this.orders.createQueryBuilder('o').select('o.id').addSelect('o.accessTokenHash').where('o.id = :id', { id }).getOne()
      : null;
    const opens = accessTokenMatches(row?.accessTokenHash ?? null, token);
    const parties = row && opens ? (await this.partiesOf(this.dataSource.manager, [row.id])).get(row.id) : undefined;
    if (!parties) throw orderNotFound();
    return parties;
  }

  /** Inside the caller's transaction (or not): the parties of each order found, by id. */
  async partiesOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, OrderParties>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await manager.getRepository(Order).find({
      select: {
        id: true,
        status: true,
        customerName: true,
        customerEmail: true,
        items: { id: true, productId: true, productName: true, isBackup: true },
      },
      where: { id: In(wanted) },
      relations: { items: true },
    });
    return new Map(
      rows.map((o) => [
        o.id,
        {
          id: o.id,
          status: o.status,
          customerName: o.customerName,
          customerEmail: o.customerEmail,
          lines: o.items.filter((i) => !i.isBackup).map((i) => ({ productId: i.productId, productName: i.productName })),
        },
      ]),
    );
  }

  /** The renter's order-page token for a later e-mail about the order (null when it cannot be rebuilt). */
  pageTokenOf(manager: EntityManager, orderId: string): Promise<string | null> {
    return this.links.forExistingOrder(manager, orderId);
  }

  /**
   * Forgets Idempotency-Keys recorded before `cutoff`: a client retries within minutes, so a day's
   * keys are plenty, and older ones only grow the table. Returns how many went.
   */
  async purgeIdempotencyKeysBefore(cutoff: Date): Promise<number> {
    const result = await serialTransaction(this.dataSource, (m) =>
      m.getRepository(IdempotencyRecord).delete({ createdAt: LessThan(cutoff) }),
    );
    return result.affected ?? 0;
  }

  /**
   * The completed rental whose review link `token` is, or null for any other token (malformed,
   * unknown, or an order that is not completed). Read in `manager` when a review is being written.
   */
  async reviewableRental(token: unknown, manager: EntityManager = this.dataSource.manager): Promise<ReviewableRental | null> {
    if (typeof token !== 'string' || !REVIEW_TOKEN_SHAPE.test(token)) return null;
    const order = await manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'i')
      .where('o.reviewTokenHash = :hash', { hash: hashAccessToken(token) })
      .orderBy('i.productName', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .getOne();
    if (!order || order.status !== 'completed') return null;
    return {
      orderId: order.id,
      customerName: order.customerName,
      lines: order.items
        .filter((i) => !i.isBackup)
        .map((i) => ({ orderItemId: i.id, productId: i.productId, productName: i.productName, size: i.size })),
    };
  }

  /**
   * The renter's order page. Any wrong, missing or malformed id or token is the same 404, after the
   * same hash comparison, so the answer says nothing about which part was wrong.
   */
  async receipt(id: string, token: unknown): Promise<OrderReceiptView> {
    const load = () =>
      this.orders
        .createQueryBuilder('o')
        .addSelect('o.accessTokenHash')
        .leftJoinAndSelect('o.items', 'i')
        .where('o.id = :id', { id })
        .orderBy('i.productName', 'ASC')
        .addOrderBy('i.size', 'ASC')
        .addOrderBy('i.duration', 'ASC')
        .getOne();
    let order = isUuid(id) ? await load() : null;
    const opens = accessTokenMatches(order?.accessTokenHash ?? null, token);
    if (!order || !opens) throw orderNotFound();
    // Back from the card page before the webhook: the provider's word may have moved the order.
    if (await this.cards.checkOnReturn(order.id)) order = (await load()) ?? order;
    const slugs = await this.products.slugsOf(order.items.map((item) => item.productId).filter((p): p is string => p !== null));
    return {
      id: order.id,
      reference: orderReference(order.id),
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      customerName: order.customerName,
      deliveryAddress: order.deliveryAddress,
      rentalStartDate: order.rentalStartDate,
      rentalEndDate: order.rentalEndDate,
      returnDate: rentalSchedule({ start: order.rentalStartDate, end: order.rentalEndDate }).returnPost,
      lines: order.items.map((item) => ({
        productName: item.productName,
        productSlug: item.productId ? (slugs.get(item.productId) ?? null) : null,
        size: item.size,
        duration: item.duration as RentalDuration,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        startDate: item.startDate,
        endDate: item.endDate,
        isBackup: item.isBackup,
        requestState: item.requestState,
        declineReason: item.declineReason as DeclineReason | null,
      })),
      subtotal: order.subtotal,
      cleaningFee: order.cleaningFee,
      insurance: order.insurance,
      discount: order.discount,
      promoCode: order.promoCode,
      total: order.total,
      payment: (await this.payments.viewsOf([order])).get(order.id) as OrderReceiptView['payment'],
      shipment: shipmentOf(order.carrier, order.trackingReference),
      lateFees: await this.lateFees.viewOf(order),
      dispatchPhotos: await this.conditions.dispatchPhotosOf(order.id),
    };
  }

  /**
   * The order process (order-process.ts) decides the move and what it does; of two admins pressing
   * the button at once exactly one moves it, the other gets the 409 for its stale move. A dispatch
   * may carry the parcel's carrier and reference, written with the move (400 with any other move).
   * A dispatch or a return may carry the dresses' condition (note and photos; the return also its
   * day and condition), written as their condition records in the same transaction.
   */
  async updateStatus(id: string, to: OrderStatus, shipment: ShipmentInput = {}, condition: ConditionInput = {}): Promise<OrderView> {
    const details = dispatchDetails(to, shipment);
    if (details && 'refusal' in details) throw AppError.invalid(details.refusal);
    const conditionRefusal = conditionInputRefusal(to, condition);
    if (conditionRefusal) throw AppError.invalid(conditionRefusal);
    const order = isUuid(id) ? await this.orders.findOneBy({ id }) : null;
    if (!order) throw orderNotFound();
    await this.conditions.checkPhotos(condition.photos, { by: 'admin', lenderAccountId: null });
    const now = new Date();
    const today = todayInLondon(now);
    await serialTransaction(this.dataSource, async (manager) => {
      // The day is checked before the move, so a bad one changes nothing; the records go after it.
      const receivedOn = to === 'completed' ? await this.receipts.checkReceivedOn(manager, order.id, condition.receivedOn, today) : null;
      await this.process.move(manager, order, to, details);
      if (to === 'processing') await this.receipts.recordDispatch(manager, order, condition, now);
      if (to === 'completed' && receivedOn) await this.receipts.recordReturn(manager, order, { ...condition, receivedOn }, now);
    });
    return this.view(id);
  }

  /**
   * Cancels those of `ids` still pending, all in one transaction, each the way one cancel is done
   * (its bookings freed); orders that moved on meanwhile are left alone. Returns the ones cancelled.
   */
  async cancelPending(ids: readonly string[]): Promise<string[]> {
    return serialTransaction(this.dataSource, (m) => this.process.moveAll(m, ids, 'pending', ORDER_CANCELLED));
  }
}
