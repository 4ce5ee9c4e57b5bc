import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CLAIM_MESSAGES, toPence, todayInLondon } from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { ProductsService } from '../catalogue/products.service';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { isUuid } from '../common/uuid';
import { ListingsService } from '../listings/listings.service';
import { ConditionRecordsService, RecordedLine, RecordingParty } from '../returns/condition-records.service';
import { accessTokenMatches } from './domain/access-token';
import { ConditionInput, conditionInputOf } from './domain/receipt-input';
import { OrderItem } from './order-item.entity';
import { OrderLinks } from './order-links';
import { OrderProcess } from './order-process';
import { Order } from './order.entity';

/** The condition fields as a request sent them (null allowed: read as left out). */
type ConditionBody = Parameters<typeof conditionInputOf>[0];

const orderNotFound = () => AppError.notFound('Order not found.', 'ORDER_NOT_FOUND');
const bookingNotFound = () => AppError.notFound('Booking not found.', 'BOOKING_NOT_FOUND');

/** A rental line as a claim needs it: whose dress, what it is worth, and the order's renter and insurance. */
export interface ClaimableLine {
  orderId: string;
  orderItemId: string;
  productName: string;
  size: string;
  lenderAccountId: string | null;
  retailPricePence: number | null;
  orderInsurancePence: number;
  customerName: string;
  customerEmail: string;
}

/**
 * Receiving dresses back and their condition records, line by line: the admin's dispatch and return
 * (with the status move) and a lender's "received" for her own lines. When the last line of a
 * dispatched order is back, the order is completed through the order process, in the same transaction.
 */
@Injectable()
export class OrderReceiptsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly process: OrderProcess,
    private readonly records: ConditionRecordsService,
    private readonly availability: AvailabilityService,
    private readonly listings: ListingsService,
    private readonly products: ProductsService,
    private readonly links: OrderLinks,
  ) {}

  /** Inside the dispatch's transaction, after the move: every line's record as it left. */
  async recordDispatch(manager: EntityManager, order: Order, input: ConditionInput, now: Date): Promise<void> {
    const lines = await this.recordedLines(manager, order.id);
    await this.records.recordDispatch(manager, lines, input, ADMIN, now);
  }

  /** Before the return's move: 400 for a day in the future or before the dispatch. */
  checkReceivedOn(manager: EntityManager, orderId: string, receivedOn: string | undefined, today: string): Promise<string> {
    return this.records.checkReceivedOn(manager, orderId, receivedOn, today);
  }

  /** Inside the return's transaction: the lines not yet back are received now, as the admin saw them. */
  async recordReturn(manager: EntityManager, order: Order, input: ConditionInput & { receivedOn: string }, now: Date): Promise<void> {
    const received = await this.records.returnedItemIds(manager, order.id);
    const lines = (await this.recordedLines(manager, order.id)).filter((l) => !received.has(l.orderItemId));
    await this.records.recordReturns(manager, lines, { ...input, condition: input.condition ?? 'as-sent' }, ADMIN, now);
  }

  /**
   * A lender marks her booking's dress received: only her own lines of a dispatched order, once.
   * The last line back completes the order. 404 for a booking that is not hers.
   */
  /** `body` as the lender's request sent it: a field sent as null is one left out (conditionInputOf). */
  async receiveForLender(lenderAccountId: string, bookingId: string, body: ConditionBody): Promise<{ completed: boolean }> {
    const input = conditionInputOf(body);
    const booking = isUuid(bookingId) ? await this.availability.orderBooking(bookingId) : null;
    if (!booking || !(await this.listings.liveProductIdsOf(lenderAccountId)).includes(booking.productId)) throw bookingNotFound();
    const party: RecordingParty = { by: 'lender', lenderAccountId };
    await this.records.checkPhotos(input.photos, party);
    const now = new Date();
    const today = todayInLondon(now);
    return serialTransaction(this.dataSource, async (manager) => {
      const order = await this.lockOrder(manager, booking.orderId);
      if (!order) throw bookingNotFound();
      if (order.status !== 'processing') throw AppError.conflict(CLAIM_MESSAGES.notDispatched, 'ILLEGAL_TRANSITION');
      const receivedOn = await this.checkReceivedOn(manager, order.id, input.receivedOn, today);
      const received = await this.records.returnedItemIds(manager, order.id);
      const all = await this.recordedLines(manager, order.id);
      const items = await manager.getRepository(OrderItem).find({ where: { orderId: order.id } });
      const hers = new Set(
        items
          .filter((i) => i.productId === booking.productId && i.size === booking.size && i.isBackup === booking.isBackup)
          .map((i) => i.id),
      );
      const lines = all.filter((l) => hers.has(l.orderItemId) && !received.has(l.orderItemId));
      if (lines.length === 0) throw AppError.conflict(CLAIM_MESSAGES.alreadyReceived, 'ALREADY_RECEIVED');
      await this.records.recordReturns(manager, lines, { ...input, receivedOn, condition: input.condition ?? 'as-sent' }, party, now);
      const back = received.size + lines.length;
      if (back < all.length) return { completed: false };
      await this.process.move(manager, order, 'completed');
      return { completed: true };
    });
  }

  /** The line a claim is about, or 404. */
  async claimableLine(manager: EntityManager, orderItemId: string): Promise<ClaimableLine> {
    const item = isUuid(orderItemId) ? await manager.getRepository(OrderItem).findOneBy({ id: orderItemId }) : null;
    const order = item ? await manager.getRepository(Order).findOneBy({ id: item.orderId }) : null;
    if (!item || !order) throw AppError.notFound('Rental line not found.', 'NOT_FOUND');
    const [line] = await this.linesWithLenders(manager, [item]);
    const product = item.productId ? (await this.products.findMany([item.productId])).get(item.productId) : undefined;
    return {
      ...line,
      retailPricePence: product?.retailPrice ? toPence(product.retailPrice) : null,
      orderInsurancePence: toPence(order.insurance),
      customerName: order.customerName,
      customerEmail: order.customerEmail,
    };
  }

  /** The renter's order-page token again, for an e-mail about her order. */
  renterToken(manager: EntityManager, orderId: string): Promise<string | null> {
    return this.links.forExistingOrder(manager, orderId);
  }

  /** 404 unless `token` opens this order's page (the same comparison as the page itself). */
  async assertRenterAccess(orderId: string, token: unknown): Promise<void> {
    const order = isUuid(orderId)
      ? await this.dataSource
          .getRepository(Order)
          .createQueryBuilder('o')
          .addSelect('o.accessTokenHash')
          .where('o.id = :orderId', { orderId })
          .getOne()
      : null;
    if (!accessTokenMatches(order?.accessTokenHash ?? null, token) || !order) throw orderNotFound();
  }

  private async lockOrder(manager: EntityManager, id: string): Promise<Order | null> {
    let query = manager.getRepository(Order).createQueryBuilder('o').where('o.id = :id', { id });
    if (manager.connection.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
    return query.getOne();
  }

  private async recordedLines(manager: EntityManager, orderId: string): Promise<RecordedLine[]> {
    const items = await manager
      .getRepository(OrderItem)
      .find({ where: { orderId }, order: { isBackup: 'ASC', productName: 'ASC', id: 'ASC' } });
    return this.linesWithLenders(manager, items);
  }

  /** Each line with the lender whose dress it is (through the listing it was published from). */
  private async linesWithLenders(manager: EntityManager, items: readonly OrderItem[]): Promise<RecordedLine[]> {
    const listingOf = await this.products.listingIdsOf(
      manager,
      items.flatMap((i) => (i.productId ? [i.productId] : [])),
    );
    const lenders = await this.listings.lendersOf(manager, [...listingOf.values()]);
    return items.map((i) => {
      const listingId = i.productId ? listingOf.get(i.productId) : undefined;
      return {
        orderId: i.orderId,
        orderItemId: i.id,
        lenderAccountId: (listingId && lenders.get(listingId)?.id) || null,
        productName: i.productName,
        size: i.size,
      };
    });
  }
}

const ADMIN: RecordingParty = { by: 'admin', lenderAccountId: null };
