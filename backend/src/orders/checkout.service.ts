import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not, Repository } from 'typeorm';
import {
  AVAILABILITY_MESSAGES,
  BACKUP_SIZE_MESSAGES,
  OrderTotals,
  backupSizeProblem,
  hasSecondBackup,
  OrderView,
  ProductView,
  composeAddress,
  formatPence,
  formatTotals,
  orderRentalDates,
  rentalEndDate,
  startDateProblem,
  todayInLondon,
  CHARGES_CONSENT_REQUIRED_MESSAGE,
} from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { QuoteService } from '../pricing/quote.service';
import { PromotionsService } from '../promotions/promotions.service';
import { CartService } from '../cart/cart.service';
import { ProductsService } from '../catalogue/products.service';
import { AppError } from '../common/app-error';
import { ListingsService } from '../listings/listings.service';
import type { LenderContact } from '../lenders/lenders.service';
import { isDuplicateKeyError } from '../common/db-errors';
import { sizeProblem } from '../common/stock';
import { IDEMPOTENCY_MESSAGES, idempotencyKeyProblem, replayDecision } from './domain/idempotency';
import { datedLines, orderDatesMessage } from './domain/rental-dates';
import { requestHash } from './domain/request-hash';
import { OrderCustomerDto, PlaceOrderDto } from './dto/place-order.dto';
import { IdempotencyRecord } from './idempotency-record.entity';
import { Order } from './order.entity';
import { OrdersService } from './orders.service';
import { OrderLinks } from './order-links';
import { OrderProcess, PlacedLine } from './order-process';
import { ClientHoldsService } from './client-holds.service';
import { writeOrderWords } from './order-words';
import { ClientIdentity, clientIdentity } from './domain/client-holds';
import { committedRead, serialTransaction } from '../common/serial-transaction';
import { PaymentsService } from '../payments/payments.service';

/** How long a request that lost the key race waits for the winner's order to become visible. */
const WINNER_WAIT_MS = 2000;
const POLL_MS = 50;

export interface PlacedOrder {
  order: OrderView;
  /** True when an earlier request with the same Idempotency-Key and body created it. */
  replayed: boolean;
}

interface OrderDraft {
  client: ClientIdentity;
  customer: Pick<OrderCustomerDto, 'customerName' | 'customerEmail' | 'customerPhone'> & {
    deliveryAddress: string;
    rentalStartDate: string;
    rentalEndDate: string;
  };
  totals: OrderTotals & { promoCode: string | null };
  lines: Omit<PlacedLine, 'id' | 'lender'>[];
  /** The promo code to redeem in the order's transaction. */
  promotion: { promotionId: string; discountPence: number } | null;
  /** The renter agreed that the card may be charged later (late return, damage). */
  chargesConsent: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(IdempotencyRecord) private readonly keys: Repository<IdempotencyRecord>,
    private readonly orders: OrdersService,
    private readonly availability: AvailabilityService,
    private readonly holds: ClientHoldsService,
    private readonly products: ProductsService,
    private readonly cart: CartService,
    private readonly listings: ListingsService,
    private readonly process: OrderProcess,
    private readonly links: OrderLinks,
    private readonly pricing: QuoteService,
    private readonly promotions: PromotionsService,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Validates, prices from the products, and stores the order, its lines and its key while emptying
   * the cart, all in one transaction. A known key replays its order before anything is re-checked,
   * so a retry succeeds even if a price moved in between.
   */
  async place(body: PlaceOrderDto, idempotencyKey: string | undefined, clientAddress: string | null = null): Promise<PlacedOrder> {
    const keyProblem = idempotencyKeyProblem(idempotencyKey);
    if (keyProblem) throw AppError.invalid(keyProblem, 'INVALID_IDEMPOTENCY_KEY');
    const key = idempotencyKey ? { key: idempotencyKey, hash: requestHash(body) } : null;
    if (key) {
      const earlier = await this.earlierOrder(key.key, key.hash, 0);
      if (earlier) return { order: earlier, replayed: true };
    }
    const draft = await this.draft(body, clientAddress);
    try {
      const { id, accessToken } = await serialTransaction(this.dataSource, (manager) => this.write(manager, draft, body.sessionId, key), {
        readCommitted: true,
      });
      // A card payment's hosted page is opened once the order is committed (payments/).
      await this.payments.startCardPayment(id, accessToken);
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
      // Only committed rows: a twin still in its transaction may roll back, and then there is no order to replay.
      const found = await committedRead(this.dataSource, async () => {
        const record = await this.keys.findOneBy({ key });
        if (!record) return null;
        if (replayDecision(record.requestHash, hash) === 'reused') {
          throw AppError.conflict(IDEMPOTENCY_MESSAGES.reused, 'IDEMPOTENCY_KEY_REUSED');
        }
        return this.orders.findView(record.orderId);
      });
      if (found) return found;
      if (Date.now() >= deadline) return null;
      await sleep(POLL_MS);
    }
  }

  /** Every check that can refuse the order, before anything is written. */
  private async draft(body: PlaceOrderDto, clientAddress: string | null): Promise<OrderDraft> {
    const { subtotal, cleaningFee, insurance, discount, total, deliveryAddress, addressLine1, addressLine2, town, postcode, ...customer } =
      body.order;
    // A card is saved for later charges only with her say-so, so paying by card needs it; a bank transfer does not.
    if (this.payments.provider.name === 'stripe' && body.chargesConsent !== true) {
      throw AppError.invalid(CHARGES_CONSENT_REQUIRED_MESSAGE, 'CHARGES_CONSENT_REQUIRED');
    }
    const today = todayInLondon();
    const products = await this.products.getManyOrThrow(body.items.map((item) => item.productId));
    const items = datedLines(body.items, customer.rentalStartDate);
    if (!items) throw AppError.invalid(AVAILABILITY_MESSAGES.startDateRequired, 'INVALID_START_DATE');
    const lines = items.map((item) => {
      const product = products.get(item.productId) as ProductView;
      const problem = sizeProblem(product.availableSizes, item.size);
      if (problem) throw AppError.invalid(problem, 'SIZE_UNAVAILABLE');
      const backupProblem = item.backupSize ? backupSizeProblem(product.availableSizes, item.size, item.backupSize) : null;
      if (backupProblem) throw AppError.invalid(backupProblem, 'INVALID_BACKUP_SIZE');
      // Dates that can never work are refused here; whether a unit is free is decided in the transaction.
      const dateProblem = startDateProblem(item.startDate, item.duration, today, new Set(), product.bookingRules);
      if (dateProblem) throw this.availability.problemError(dateProblem, item, product.name, today, product.bookingRules);
      return {
        cartItemId: null,
        product,
        size: item.size,
        duration: item.duration,
        quantity: item.quantity,
        startDate: item.startDate,
        backupSize: item.backupSize ?? null,
      };
    });
    if (hasSecondBackup(items)) {
      const twice = items.find(
        (item, i) => item.backupSize && items.some((o, j) => j < i && o.backupSize && o.productId === item.productId),
      );
      throw AppError.conflict(
        BACKUP_SIZE_MESSAGES.onePerDress(products.get(twice?.productId ?? '')?.name ?? 'this dress'),
        'BACKUP_SIZE_LIMIT',
      );
    }
    const dates = orderRentalDates(items) as { from: string; to: string };
    const datesMessage = orderDatesMessage(customer, dates);
    if (datesMessage) throw AppError.invalid(datesMessage, 'RENTAL_DATES_MISMATCH');

    // The one pricing function, as the cart's quote: a code that cannot be used is refused with its own
    // message (the renter may order without it); figures she was shown that moved answer with the new quote.
    const quote = await this.pricing.quote(lines, body.promoCode, today);
    if (quote.promotion && !quote.promotion.applies) throw quote.promotion.error;
    const client = { unitPrices: items.map((item) => item.unitPrice), subtotal, cleaningFee, insurance, discount, total };
    this.pricing.assertClientSaw(client, quote);
    const quoted = quote.view.lines;
    // The order stores the spec's '45.00' amounts; the quote's figures are pence.
    const totals = formatTotals(quote.pricing.totals);

    const mains = quoted.map((line, i) => ({
      productId: line.productId,
      productName: line.productName,
      size: line.size,
      duration: line.duration,
      quantity: line.quantity,
      unitPrice: formatPence(line.unitPricePence),
      startDate: items[i].startDate,
      endDate: rentalEndDate(items[i].startDate, line.duration),
      isBackup: false,
    }));
    // Each backup: one unit of its other size for its line's dates, never priced. Booked after every
    // paid line, as the cart counts them, so a paid line never loses a unit to a free backup.
    const backups = quoted.flatMap((line, i) =>
      line.backupSize ? [{ ...mains[i], size: line.backupSize, quantity: 1, unitPrice: formatPence(0), isBackup: true }] : [],
    );

    return {
      client: clientIdentity(clientAddress, customer.customerEmail, customer.customerPhone),
      customer: {
        ...customer,
        // One text either way (the validation pipe let through one form of the two, whole).
        deliveryAddress:
          deliveryAddress ?? composeAddress({ addressLine1: addressLine1 ?? '', addressLine2, town: town ?? '', postcode: postcode ?? '' }),
        rentalStartDate: dates.from,
        rentalEndDate: dates.to,
      },
      totals: { ...totals, promoCode: quote.view.promoCode },
      lines: [...mains, ...backups],
      promotion: quote.promotion?.applies
        ? { promotionId: quote.promotion.promotionId, discountPence: quote.pricing.totals.discount }
        : null,
      chargesConsent: body.chargesConsent === true,
    };
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
  ): Promise<{ id: string; accessToken: string }> {
    const orderId = randomUUID();
    const now = new Date();
    if (key) await manager.insert(IdempotencyRecord, { key: key.key, requestHash: key.hash, orderId, createdAt: now });
    if (draft.promotion) {
      // Counted here, in the order's transaction: an order that fails later takes its redemption with it.
      const email = draft.client.email;
      await this.promotions.redeem(manager, {
        ...draft.promotion,
        orderId,
        renterEmail: email,
        renterOrders: () => manager.countBy(Order, { clientEmail: email, status: Not('cancelled') }),
      });
    }
    const units = draft.lines.reduce((sum, line) => sum + line.quantity, 0);
    await this.holds.assertWithinLimit(manager, draft.client, units);
    const products = await this.products.lockForUpdate(
      manager,
      draft.lines.map((line) => line.productId),
    );
    const { address: clientAddress, email: clientEmail, phone: clientPhone } = draft.client;
    const access = this.links.forNewOrder(orderId);
    const lenders = await this.lendersByLine(manager, draft);
    if (sessionId) await this.cart.clearSession(manager, sessionId);
    await this.process.place(manager, {
      order: {
        id: orderId,
        ...draft.customer,
        ...draft.totals,
        clientAddress,
        clientEmail,
        clientPhone,
        accessTokenHash: access.hash,
        createdAt: now,
      },
      lines: draft.lines.map((line, i) => ({ ...line, id: randomUUID(), lender: lenders[i] })),
      products,
      accessToken: access.token,
      chargesConsent: draft.chargesConsent,
    });
    await writeOrderWords(manager, [{ id: orderId, ...draft.customer }]);
    return { id: orderId, accessToken: access.token };
  }

  /** Per line, the lender whose dress it is: lenders' dresses carry the listing they were published from; the shop's own stock has none. */
  private async lendersByLine(manager: EntityManager, draft: OrderDraft): Promise<(LenderContact | undefined)[]> {
    const listingOf = await this.products.listingIdsOf(
      manager,
      draft.lines.map((line) => line.productId),
    );
    const lenders = await this.listings.lendersOf(manager, [...listingOf.values()]);
    return draft.lines.map((line) => {
      const listingId = listingOf.get(line.productId);
      return listingId ? lenders.get(listingId) : undefined;
    });
  }
}
