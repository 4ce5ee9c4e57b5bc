import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import {
  OrderTotals,
  OrderView,
  RentalDuration,
  formatPence,
  formatTotals,
  orderRentalDates,
  rentalEndDate,
  startDateProblem,
  todayInLondon,
} from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { CartItem } from '../cart/cart-item.entity';
import { sizeProblem } from '../cart/domain/cart-line';
import { Product } from '../catalog/product.entity';
import { isUuid } from '../catalog/domain/slug';
import { AppError } from '../common/app-error';
import { ListingsService } from '../listings/listings.service';
import { NotificationsService } from '../notifications/notifications.service';
import { newAccessToken } from './domain/access-token';
import { isDuplicateKeyError } from '../common/db-errors';
import { IDEMPOTENCY_MESSAGES, idempotencyKeyProblem, replayDecision } from './domain/idempotency';
import { PRICE_CHANGED_MESSAGE, clientFiguresMatch, priceOrder } from './domain/order-pricing';
import { orderDatesMessage } from './domain/rental-dates';
import { requestHash } from './domain/request-hash';
import { OrderCustomerDto, PlaceOrderDto } from './dto/place-order.dto';
import { IdempotencyRecord } from './idempotency-record.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrdersService } from './orders.service';
import { serialTransaction } from '../common/serial-transaction';

/** How long a request that lost the key race waits for the winner's order to become visible. */
const WINNER_WAIT_MS = 2000;
const POLL_MS = 50;

export interface PlacedOrder {
  order: OrderView;
  /** True when an earlier request with the same Idempotency-Key and body created it. */
  replayed: boolean;
}

interface OrderDraft {
  customer: Omit<OrderCustomerDto, 'subtotal' | 'cleaningFee' | 'insurance' | 'total'> & { rentalStartDate: string; rentalEndDate: string };
  totals: OrderTotals;
  lines: (Pick<OrderItem, 'productName' | 'size' | 'quantity' | 'unitPrice' | 'endDate'> & {
    productId: string;
    duration: RentalDuration;
    startDate: string;
  })[];
  /** Per line, the lender's listing the product came from (null for the shop's own dresses). */
  listingIds: (string | null)[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(IdempotencyRecord) private readonly keys: Repository<IdempotencyRecord>,
    private readonly orders: OrdersService,
    private readonly availability: AvailabilityService,
    private readonly listings: ListingsService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Validates, prices from the products, and stores the order, its lines and its key while emptying
   * the cart, all in one transaction. A known key replays its order before anything is re-checked,
   * so a retry succeeds even if a price moved in between.
   */
  async place(body: PlaceOrderDto, idempotencyKey: string | undefined): Promise<PlacedOrder> {
    const keyProblem = idempotencyKeyProblem(idempotencyKey);
    if (keyProblem) throw AppError.invalid(keyProblem, 'INVALID_IDEMPOTENCY_KEY');
    const key = idempotencyKey ? { key: idempotencyKey, hash: requestHash(body) } : null;
    if (key) {
      const earlier = await this.earlierOrder(key.key, key.hash, 0);
      if (earlier) return { order: earlier, replayed: true };
    }
    const draft = await this.draft(body);
    try {
      const id = await serialTransaction(this.dataSource, (manager) => this.write(manager, draft, body.sessionId, key), {
        readCommitted: true,
      });
      return { order: await this.orders.view(id), replayed: false };
    } catch (error) {
      // The key's primary key decides a race: the loser rolled back and answers with the winner's order.
      if (!key || !isDuplicateKeyError(error)) throw error;
      const winner = await this.earlierOrder(key.key, key.hash, WINNER_WAIT_MS);
      if (!winner) throw error;
      return { order: winner, replayed: true };
    }
  }

  private async earlierOrder(key: string, hash: string, waitMs: number): Promise<OrderView | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const record = await this.keys.findOneBy({ key });
      if (record) {
        if (replayDecision(record.requestHash, hash) === 'reused') {
          throw AppError.conflict(IDEMPOTENCY_MESSAGES.reused, 'IDEMPOTENCY_KEY_REUSED');
        }
        const order = await this.orders.findView(record.orderId);
        if (order) return order;
      }
      if (Date.now() >= deadline) return null;
      await sleep(POLL_MS);
    }
  }

  /** Every check that can refuse the order, before anything is written. */
  private async draft(body: PlaceOrderDto): Promise<OrderDraft> {
    const { subtotal, cleaningFee, insurance, total, ...customer } = body.order;
    const today = todayInLondon();
    const products = await this.loadProducts(body.items.map((item) => item.productId));
    const lines = body.items.map((item) => {
      const product = products.get(item.productId) as Product;
      const problem = sizeProblem(product.availableSizes, item.size);
      if (problem) throw AppError.invalid(problem, 'SIZE_UNAVAILABLE');
      // Dates that can never work are refused here; whether a unit is free is decided in the transaction.
      const dateProblem = startDateProblem(item.startDate, item.duration, today, new Set());
      if (dateProblem) throw this.availability.problemError(dateProblem, item, product.name, today);
      return { product, duration: item.duration as RentalDuration, quantity: item.quantity };
    });
    const dates = orderRentalDates(body.items) as { from: string; to: string };
    const datesMessage = orderDatesMessage(customer, dates);
    if (datesMessage) throw AppError.invalid(datesMessage, 'RENTAL_DATES_MISMATCH');

    const pricing = priceOrder(lines);
    const client = { unitPrices: body.items.map((item) => item.unitPrice), subtotal, cleaningFee, insurance, total };
    if (!clientFiguresMatch(client, pricing)) throw AppError.conflict(PRICE_CHANGED_MESSAGE, 'PRICE_CHANGED');

    return {
      customer: { ...customer, rentalStartDate: dates.from, rentalEndDate: dates.to },
      totals: formatTotals(pricing.totals),
      listingIds: lines.map((line) => line.product.listingId),
      lines: lines.map((line, i) => ({
        productId: line.product.id,
        productName: line.product.name,
        size: body.items[i].size,
        duration: line.duration,
        quantity: line.quantity,
        unitPrice: formatPence(pricing.unitPrices[i]),
        startDate: body.items[i].startDate,
        endDate: rentalEndDate(body.items[i].startDate, line.duration),
      })),
    };
  }

  private async loadProducts(ids: readonly string[]): Promise<Map<string, Product>> {
    const unique = [...new Set(ids)];
    const found = unique.every(isUuid) ? await this.products.findBy({ id: In(unique) }) : [];
    const byId = new Map(found.map((product) => [product.id, product]));
    if (unique.some((id) => !byId.has(id))) throw AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    return byId;
  }

  /**
   * The key goes in first: a concurrent twin blocks on it and fails before writing anything else,
   * so it replays the order rather than finding its own booking in the way.
   */
  private async write(
    manager: EntityManager,
    draft: OrderDraft,
    sessionId: string | undefined,
    key: { key: string; hash: string } | null,
  ): Promise<string> {
    const orderId = randomUUID();
    const now = new Date();
    if (key) await manager.insert(IdempotencyRecord, { key: key.key, requestHash: key.hash, orderId, createdAt: now });
    const products = await this.availability.lockProducts(
      manager,
      draft.lines.map((line) => line.productId),
    );
    const access = newAccessToken();
    await manager.insert(Order, {
      id: orderId,
      ...draft.customer,
      ...draft.totals,
      accessTokenHash: access.hash,
      status: 'pending',
      createdAt: now,
    });
    await manager.insert(
      OrderItem,
      draft.lines.map((line) => ({ ...line, id: randomUUID(), orderId })),
    );
    // Counts bookings under the products' locks: the one check that decides (409 if taken).
    await this.availability.reserve(manager, orderId, draft.lines, products);
    if (sessionId) await manager.delete(CartItem, { sessionId });
    await this.queueMessages(manager, orderId, draft, access.token);
    return orderId;
  }

  /** The renter's confirmation (with the order-page token) and a note to each lender whose dress is booked. */
  private async queueMessages(manager: EntityManager, orderId: string, draft: OrderDraft, accessToken: string): Promise<void> {
    const { customer, totals } = draft;
    // Every new line has both dates (rentalEndDate of its start); null only exists in old orders.
    const lines = draft.lines.map(({ productId: _id, ...line }) => ({ ...line, endDate: line.endDate ?? line.startDate }));
    await this.notifications.queue(manager, {
      kind: 'order-received',
      to: customer.customerEmail,
      accessToken,
      order: { id: orderId, ...customer, ...totals, lines },
    });
    const lenders = await this.listings.lendersOf(
      manager,
      draft.listingIds.filter((id): id is string => id !== null),
    );
    for (const [i, listingId] of draft.listingIds.entries()) {
      const lender = listingId ? lenders.get(listingId) : undefined;
      if (!lender) continue;
      await this.notifications.queue(manager, {
        kind: 'lender-dress-booked',
        to: lender.email,
        lenderId: lender.id,
        lenderName: lender.fullName,
        orderId,
        line: lines[i],
      });
    }
  }
}
