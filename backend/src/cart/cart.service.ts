import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, LessThan, Not, Repository } from 'typeorm';
import {
  AVAILABILITY_ERROR_CODES,
  AVAILABILITY_MESSAGES,
  BACKUP_SIZE_MESSAGES,
  backupSizeProblem,
  CART_QUANTITY,
  CartItemView,
  QuoteView,
  ProductView,
  RentalDuration,
  StartDateProblem,
  bookableStartRange,
  bookingRulesRefusal,
  startDateProblem,
  todayInLondon,
} from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { QuoteService } from '../pricing/quote.service';
import { ProductsService } from '../catalogue/products.service';
import { isUuid } from '../common/uuid';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { SESSION_ID_MESSAGE, isSessionId } from '../common/session-id';
import { sizeProblem } from '../common/stock';
import { CartItem } from './cart-item.entity';
import { mergeProblem } from './domain/cart-line';
import { CartAddDto } from './dto/cart-add.dto';
import { toCartItemView } from './dto/cart-item.view';

const lineNotFound = () => AppError.notFound('Cart item not found.', 'CART_ITEM_NOT_FOUND');

@Injectable()
export class CartService {
  constructor(
    @InjectRepository(CartItem) private readonly lines: Repository<CartItem>,
    private readonly products: ProductsService,
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly pricing: QuoteService,
  ) {}

  /** The cart's order priced by the server (the shop shows only this), lines in the cart's order. */
  async quote(sessionId: string, promoCode: string | undefined): Promise<QuoteView> {
    assertSessionId(sessionId);
    const [lines, { byId }] = await Promise.all([
      this.lines.find({ where: { sessionId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.products.snapshot(),
    ]);
    const priced = lines.flatMap((line) => {
      const product = byId.get(line.productId);
      if (!product) return [];
      const { id, size, quantity, startDate, backupSize } = line;
      return [{ cartItemId: id, product, size, duration: line.duration as RentalDuration, quantity, startDate, backupSize }];
    });
    return (await this.pricing.quote(priced, promoCode)).view;
  }

  /** Oldest line first, so the cart keeps the order things were added in. */
  async list(sessionId: string): Promise<CartItemView[]> {
    assertSessionId(sessionId);
    const lines = await this.lines.find({
      where: { sessionId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return this.views(lines);
  }

  /**
   * The same dress, size, duration and start date again adds to the existing line. Dates that are
   * already taken are refused here, so the bag only fills with what can still be booked. A line
   * without a date (the original API's payload) is kept; the cart asks for its date before checkout.
   */
  async add(input: CartAddDto): Promise<CartItemView> {
    const product = await this.rentableProduct(input.productId, input.size);
    const startDate = input.startDate ?? null;
    const key = {
      sessionId: input.sessionId,
      productId: product.id,
      size: input.size,
      duration: input.duration,
    };
    // A null column only matches IsNull(); a plain null in a where clause is refused.
    const match = { ...key, startDate: startDate ?? IsNull() };
    const inCart = (await this.lines.findOneBy(match))?.quantity ?? 0;
    const tooMany = mergeProblem(inCart, input.quantity, input.size, input.duration);
    if (tooMany) throw AppError.invalid(tooMany);
    if (startDate) await this.availability.assertBookable({ ...key, startDate, quantity: inCart + input.quantity }, product);
    const backupSize = input.backupSize ?? null;
    if (backupSize) await this.assertBackup({ ...key, startDate, backupSize }, product);
    const merge = () =>
      serialTransaction(this.dataSource, async (manager) => {
        const lines = manager.getRepository(CartItem);
        const existing = await lines.findOneBy(match);
        const touched = new Date(); // "last touched", for the clean-up of untouched carts
        if (!existing) {
          return (
            await lines.save(
              lines.create({ ...key, startDate, backupSize, quantity: input.quantity, createdAt: touched, updatedAt: touched }),
            )
          ).id;
        }
        if (backupSize) await lines.update({ id: existing.id }, { backupSize });
        // One conditional UPDATE, so two tabs adding at once cannot push a line past the cap.
        const result = await lines
          .createQueryBuilder()
          .update(CartItem)
          .set({ quantity: () => 'quantity + :added', updatedAt: touched })
          .where('id = :id AND quantity + :added <= :max', { id: existing.id, added: input.quantity, max: CART_QUANTITY.max })
          .execute();
        if (!result.affected) {
          const current = (await lines.findOneBy({ id: existing.id }))?.quantity ?? existing.quantity;
          throw AppError.invalid(mergeProblem(current, input.quantity, input.size, input.duration) ?? 'This cart line is full.');
        }
        return existing.id;
      });
    // Two first adds of one line at once: the unique key lets one insert; the other merges into it.
    const id = await merge().catch((error: unknown) => {
      if (isDuplicateKeyError(error)) return merge();
      throw error;
    });
    return this.view(id);
  }

  /**
   * Only the session that owns a line may change it; anyone else learns nothing about it. A start
   * date dates the line (or moves it); a line that then matches another of the cart merges into it.
   * More units than are free for the dates are refused with the number that is.
   */
  async setQuantity(
    id: string,
    ownerSession: string | undefined,
    quantity: number,
    newStart?: string,
    newBackup?: string | null,
  ): Promise<CartItemView> {
    const line = await this.ownedLine(id, ownerSession);
    const startDate = newStart ?? line.startDate;
    const moved = newStart !== undefined && newStart !== line.startDate;
    const twin = moved
      ? await this.lines.findOneBy({
          sessionId: line.sessionId,
          productId: line.productId,
          size: line.size,
          duration: line.duration,
          startDate: newStart,
          id: Not(line.id),
        })
      : null;
    const total = quantity + (twin?.quantity ?? 0);
    if (twin) {
      const tooMany = mergeProblem(twin.quantity, quantity, line.size, line.duration as RentalDuration);
      if (tooMany) throw AppError.invalid(tooMany);
    }
    if (startDate && (moved || quantity > line.quantity)) {
      await this.assertFree({ ...line, duration: line.duration as RentalDuration, startDate, quantity: total }, [line.id, twin?.id]);
    }
    // A new backup size, or the line's own moved to new dates, must be free for them; null takes it off.
    const backupSize = newBackup === undefined ? (twin?.backupSize ?? line.backupSize) : newBackup;
    if (backupSize && (newBackup !== undefined || moved)) {
      const product = await this.products.getOrThrow(line.productId, 'id');
      const key = { sessionId: line.sessionId, productId: line.productId, size: line.size, duration: line.duration as RentalDuration };
      await this.assertBackup({ ...key, startDate, backupSize }, product, [line.id, twin?.id]);
    }
    await serialTransaction(this.dataSource, async (m) => {
      const lines = m.getRepository(CartItem);
      if (!twin)
        return lines.update({ id: line.id, sessionId: line.sessionId }, { quantity, startDate, backupSize, updatedAt: new Date() });
      await lines.update({ id: twin.id, sessionId: line.sessionId }, { quantity: total, backupSize, updatedAt: new Date() });
      return lines.delete({ id: line.id, sessionId: line.sessionId });
    });
    return this.view(twin?.id ?? line.id);
  }

  /**
   * 400 for dates that can never work; 409 with the number still free when the bookings and the
   * session's other lines leave too few units (`skip`: the lines this change replaces).
   */
  private async assertFree(wanted: CartItem & { duration: RentalDuration; startDate: string }, skip: (string | undefined)[]) {
    const product = await this.rentableProduct(wanted.productId, wanted.size);
    const today = todayInLondon();
    const early = startDateProblem(wanted.startDate, wanted.duration, today, new Set(), product.bookingRules);
    if (early) throw this.availability.problemError(early, wanted, product.name, today, product.bookingRules);
    const others = (await this.lines.findBy({ sessionId: wanted.sessionId, productId: wanted.productId, size: wanted.size }))
      .filter((l): l is CartItem & { startDate: string } => l.startDate !== null && !skip.includes(l.id))
      .map((l) => ({ ...l, duration: l.duration as RentalDuration }));
    const [free] = await this.availability.freeUnitsFor([wanted, ...others], new Map([[product.id, product]]));
    if (wanted.quantity > free)
      throw AppError.conflict(AVAILABILITY_MESSAGES.onlyAvailable(free), AVAILABILITY_ERROR_CODES.datesUnavailable);
  }

  /**
   * A backup size for a line (`skip`: the lines the change replaces): another size of the dress
   * (400), the only backup of that dress in the cart (409), and one unit of it free for the line's
   * dates and hold window with the cart's lines in that size counted (409 naming the backup size).
   */
  private async assertBackup(
    line: { sessionId: string; productId: string; size: string; duration: RentalDuration; startDate: string | null; backupSize: string },
    product: ProductView,
    skip: (string | undefined)[] = [],
  ): Promise<void> {
    const problem = backupSizeProblem(product.availableSizes, line.size, line.backupSize);
    if (problem) throw AppError.invalid(problem, 'INVALID_BACKUP_SIZE');
    if (!line.startDate) throw AppError.invalid(BACKUP_SIZE_MESSAGES.needsDate, 'INVALID_BACKUP_SIZE');
    const ofDress = await this.lines.findBy({ sessionId: line.sessionId, productId: line.productId });
    const sameLine = (l: CartItem) => l.size === line.size && l.duration === line.duration && l.startDate === line.startDate;
    const others = ofDress.filter((l) => !sameLine(l) && !skip.includes(l.id));
    if (others.some((l) => l.backupSize !== null))
      throw AppError.conflict(BACKUP_SIZE_MESSAGES.onePerDress(product.name), 'BACKUP_SIZE_LIMIT');
    const current = ofDress.find(sameLine);
    if (current?.backupSize && current.backupSize !== line.backupSize && !skip.includes(current.id))
      throw AppError.conflict(BACKUP_SIZE_MESSAGES.onePerDress(product.name), 'BACKUP_SIZE_LIMIT');
    const wanted = {
      productId: line.productId,
      size: line.backupSize,
      duration: line.duration,
      quantity: 1,
      startDate: line.startDate,
      isBackup: true,
    };
    const alongside = others
      .filter((l): l is CartItem & { startDate: string } => l.startDate !== null && l.size === line.backupSize)
      .map((l) => ({ ...l, duration: l.duration as RentalDuration }));
    const early = startDateProblem(line.startDate, line.duration, todayInLondon(), new Set());
    if (early) throw this.availability.problemError(early, wanted, product.name, todayInLondon());
    const [free] = await this.availability.freeUnitsFor([wanted, ...alongside], new Map([[product.id, product]]));
    if (free < 1) throw this.availability.problemError('unavailable', wanted, product.name, todayInLondon());
  }

  async remove(id: string, ownerSession: string | undefined): Promise<void> {
    assertOwnerHeader(ownerSession);
    if (!isUuid(id)) throw lineNotFound();
    const result = await serialTransaction(this.dataSource, (m) => m.getRepository(CartItem).delete({ id, sessionId: ownerSession }));
    if (!result.affected) throw lineNotFound();
  }

  async clear(sessionId: string): Promise<void> {
    assertSessionId(sessionId);
    await serialTransaction(this.dataSource, (m) => this.clearSession(m, sessionId));
  }

  /**
   * Clears every cart whose lines were all last added to or changed before `cutoff` (a cart is all
   * of a session's lines, so one recent line keeps the whole bag). Returns how many lines went.
   */
  async purgeUntouchedSince(cutoff: Date): Promise<number> {
    const stale: { sessionId: string }[] = await this.lines
      .createQueryBuilder('line')
      .select('line.sessionId', 'sessionId')
      .groupBy('line.sessionId')
      .having('MAX(line.updatedAt) < :cutoff', { cutoff })
      .getRawMany();
    let removed = 0;
    for (let i = 0; i < stale.length; i += 500) {
      const sessions = stale.slice(i, i + 500).map((row) => row.sessionId);
      // Only lines still untouched: one changed since the query above keeps its place.
      const result = await serialTransaction(this.dataSource, (m) =>
        m.getRepository(CartItem).delete({ sessionId: In(sessions), updatedAt: LessThan(cutoff) }),
      );
      removed += result.affected ?? 0;
    }
    return removed;
  }

  /** Empties a session's cart inside the caller's transaction (an order that was just placed). */
  async clearSession(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.delete(CartItem, { sessionId });
  }

  private async rentableProduct(productId: string, size: string): Promise<ProductView> {
    const product = await this.products.getOrThrow(productId, 'id');
    const problem = sizeProblem(product.availableSizes, size);
    if (problem) throw AppError.invalid(problem, 'SIZE_UNAVAILABLE');
    return product;
  }

  private async ownedLine(id: string, ownerSession: string | undefined): Promise<CartItem> {
    assertOwnerHeader(ownerSession);
    const line = isUuid(id) ? await this.lines.findOneBy({ id, sessionId: ownerSession }) : null;
    if (!line) throw lineNotFound();
    return line;
  }

  /** One line as the cart shows it: its session's other lines count against it. */
  private async view(id: string): Promise<CartItemView> {
    const line = await this.lines.findOneBy({ id });
    if (!line) throw lineNotFound();
    const view = (await this.list(line.sessionId)).find((l) => l.id === id);
    if (!view) throw lineNotFound();
    return view;
  }

  /**
   * Each line with whether it can still be booked, earlier lines counting against later ones, and
   * how many units it may hold (every other line of the cart counted against it). The products come
   * from the catalogue's snapshot; a line whose product was deleted meanwhile (its row goes with the
   * product) is left out.
   */
  private async views(lines: readonly CartItem[]): Promise<CartItemView[]> {
    const { byId } = await this.products.snapshot();
    const withProduct = lines.flatMap((line) => {
      const product = byId.get(line.productId);
      return product ? [{ line, product }] : [];
    });
    const dated = withProduct.filter(
      (l): l is { line: CartItem & { startDate: string }; product: ProductView } => l.line.startDate !== null,
    );
    const mains = dated.map(({ line }) => ({ ...line, duration: line.duration as RentalDuration }));
    // Backup units come last: the renter's paid lines win a unit over a free backup, never the reverse.
    const backups = dated.flatMap(({ line }) =>
      line.backupSize ? [{ ...line, size: line.backupSize, quantity: 1, duration: line.duration as RentalDuration }] : [],
    );
    const products = new Map(dated.map(({ line, product }) => [line.productId, product]));
    const [problems, free] = await Promise.all([
      this.availability.problems([...mains, ...backups], products),
      this.availability.freeUnitsFor(mains, products),
    ]);
    const reasons = new Map(dated.map(({ line }, i) => [line.id, problems[i]]));
    const maxima = new Map(dated.map(({ line }, i) => [line.id, Math.min(CART_QUANTITY.max, free[i])]));
    const backupTaken = new Set(backups.filter((_, k) => problems[mains.length + k] !== null).map((backup) => backup.id));
    return withProduct.map(({ line, product }) =>
      toCartItemView(
        line,
        product,
        line.startDate === null
          ? reasonFor('invalid')
          : reasonFor(reasons.get(line.id) ?? null, bookingRulesRefusal(line.startDate, todayInLondon(), product.bookingRules)),
        maxima.get(line.id) ?? CART_QUANTITY.max,
        backupTaken.has(line.id),
      ),
    );
  }
}

/** What the cart says under a line it can no longer book (`rulesRefusal`: the dress's own rules' sentence). */
function reasonFor(problem: StartDateProblem | null, rulesRefusal: string | null = null): string | null {
  switch (problem) {
    case 'bookingRules':
      return rulesRefusal ?? AVAILABILITY_MESSAGES.startDateRequired;
    case null:
      return null;
    case 'unavailable':
      return AVAILABILITY_MESSAGES.lineUnavailable;
    case 'tooSoon':
      return AVAILABILITY_MESSAGES.tooSoon(bookableStartRange(todayInLondon()).from);
    case 'tooFar':
      return AVAILABILITY_MESSAGES.tooFar(bookableStartRange(todayInLondon()).to);
    default:
      return AVAILABILITY_MESSAGES.startDateRequired;
  }
}

function assertSessionId(sessionId: string): void {
  if (!isSessionId(sessionId)) throw AppError.invalid(SESSION_ID_MESSAGE);
}

function assertOwnerHeader(ownerSession: string | undefined): asserts ownerSession is string {
  if (ownerSession === undefined || ownerSession === '') {
    throw AppError.invalid('X-Session-Id header is required.', 'SESSION_REQUIRED');
  }
  assertSessionId(ownerSession);
}
