import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, In, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import {
  AVAILABILITY_ERROR_CODES,
  AVAILABILITY_MESSAGES,
  BOOKING_HORIZON_DAYS,
  BookingView,
  DayRange,
  Hold,
  MAX_BLOCK_DAYS,
  ProductAvailabilityView,
  ProductView,
  RentalDuration,
  StartDateProblem,
  RENTAL_DURATIONS,
  addDays,
  daysBetween,
  fullDays,
  heldUnitsByDay,
  isIsoDate,
  holdWindow,
  rentalEndDate,
  startDateProblem,
  todayInLondon,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { Stocked, unitsOf } from '../common/stock';
import { Booking } from './booking.entity';
import { WantedLine, freeUnits, holdKey, isConflict, lineProblemMessage, lineProblems } from './domain/line-check';
import { BlockInputDto } from './dto/block-input.dto';
import { toBookingView } from './dto/booking.view';

/** The longest a hold runs past its start: the longest rental plus return and cleaning. */
const LONGEST_TAIL_DAYS = daysBetween('2000-01-01', holdWindow('2000-01-01', Math.max(...RENTAL_DURATIONS) as RentalDuration).to);

/** The longest any hold runs, first day to last: an admin or lender block (MAX_BLOCK_DAYS, checked when made) or a rental with its buffers. */
const LONGEST_HOLD_DAYS = Math.max(
  MAX_BLOCK_DAYS,
  daysBetween('2000-01-01', holdWindow('2000-01-03', Math.max(...RENTAL_DURATIONS) as RentalDuration).to),
);

export type StockedProduct = Stocked & { id: string; name: string };

/**
 * Units per size and the bookings that hold them (docs/decisions/0011-cancelled-status-and-buffers.md). Reads answer the calendar, the cart
 * and the catalogue filter; `reserve` runs inside the checkout's transaction and is the one check
 * that counts. It owns the bookings table and knows no product or order table: callers pass the
 * products (the catalogue reads and locks them) and say which order's days to free.
 */
@Injectable()
export class AvailabilityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Full days per size from today until the last day a rental starting within a year can hold. */
  async forProduct(product: Stocked & { id: string }): Promise<ProductAvailabilityView> {
    const today = todayInLondon();
    const range = { from: today, to: addDays(today, BOOKING_HORIZON_DAYS + LONGEST_TAIL_DAYS) };
    const holds = await this.holds(this.dataSource.manager, [product.id], range);
    return {
      productId: product.id,
      today,
      from: range.from,
      to: range.to,
      sizes: product.availableSizes.map((size) => {
        const units = unitsOf(product, size);
        return { size, units, fullDays: fullDays(holds.get(holdKey(product.id, size)) ?? [], units, range) };
      }),
    };
  }

  /** The catalogue's "available for my date": products with a free unit (of `size`, if given). */
  async availableOn(products: readonly ProductView[], startDate: string, duration: RentalDuration, size?: string): Promise<ProductView[]> {
    const today = todayInLondon();
    const problem = startDateProblem(startDate, duration, today, new Set());
    if (problem) throw this.problemError(problem, { productId: '', size: size ?? '', duration, quantity: 1, startDate }, '', today);
    const window = holdWindow(startDate, duration);
    const holds = await this.holds(this.dataSource.manager, null, window);
    return products.filter((p) =>
      p.availableSizes
        .filter((s) => !size || size === 'all' || s === size)
        .some((s) => fullDays(holds.get(holdKey(p.id, s)) ?? [], p.stock[s] ?? 1, window).length === 0),
    );
  }

  /**
   * For every product and size with holds in `window`, the most units held on any one day of it:
   * the catalogue compares that with its stock to leave out dresses with no unit free. Reads the
   * window's holds through IDX_bookings_window, whatever the product.
   */
  async peakHolds(window: DayRange): Promise<{ productId: string; size: string; peak: number }[]> {
    // A hold touching the window ends within LONGEST_HOLD_DAYS of its last day: bounding holdUntil on
    // both sides reads that band of the index, not every hold that ends after the window starts.
    // Raw rows: the catalogue asks this on every dated request, and entities cost three times as much.
    const rows = await this.dataSource
      .createQueryBuilder(Booking, 'b')
      .select(['b.productId AS productId', 'b.size AS size', 'b.units AS units', 'b.holdFrom AS holdFrom', 'b.holdUntil AS holdUntil'])
      .where('b.holdUntil >= :from AND b.holdUntil <= :latest AND b.holdFrom <= :to', {
        from: window.from,
        latest: addDays(window.to, LONGEST_HOLD_DAYS),
        to: window.to,
      })
      .getRawMany<{ productId: string; size: string; units: number | string; holdFrom: string; holdUntil: string }>();
    const byPair = new Map<string, { productId: string; size: string; holds: Hold[] }>();
    for (const row of rows) {
      const key = holdKey(row.productId, row.size);
      const pair = byPair.get(key) ?? { productId: row.productId, size: row.size, holds: [] };
      pair.holds.push({ from: row.holdFrom, to: row.holdUntil, units: Number(row.units) });
      byPair.set(key, pair);
    }
    return [...byPair.values()].map(({ productId, size, holds }) => ({
      productId,
      size,
      // One hold touching the window (the usual case) holds its units on some day of it: no need to walk its days.
      peak: holds.length === 1 ? holds[0].units : Math.max(0, ...heldUnitsByDay(holds, window).values()),
    }));
  }

  /** What stops each line now (null = bookable); for the cart, which flags lines taken meanwhile. */
  async problems(lines: readonly WantedLine[], products: ReadonlyMap<string, Stocked>): Promise<(StartDateProblem | null)[]> {
    const span = this.span(lines);
    const holds = span ? await this.holds(this.dataSource.manager, [...products.keys()], span) : new Map<string, Hold[]>();
    return lineProblems(lines, holds, (id, size) => unitsOf(products.get(id) as Stocked, size), todayInLondon());
  }

  /**
   * For each line, the units of its size free for its dates once the bookings and every other line
   * of `lines` are counted: how far the cart may raise that line's quantity.
   */
  async freeUnitsFor(lines: readonly WantedLine[], products: ReadonlyMap<string, Stocked>): Promise<number[]> {
    const span = this.span(lines);
    const holds = span ? await this.holds(this.dataSource.manager, [...products.keys()], span) : new Map<string, Hold[]>();
    return lines.map((line, i) =>
      freeUnits(
        line,
        holds.get(holdKey(line.productId, line.size)) ?? [],
        lines.filter((_, j) => j !== i),
        unitsOf(products.get(line.productId) as Stocked, line.size),
      ),
    );
  }

  /** Refuses a line that cannot be booked as the cart adds it (400 for its dates, 409 when taken). */
  async assertBookable(line: WantedLine, product: StockedProduct): Promise<void> {
    const [problem] = await this.problems([line], new Map([[product.id, product]]));
    if (problem) throw this.problemError(problem, line, product.name, todayInLondon());
  }

  /**
   * Inside the order's transaction, after the catalogue's `lockForUpdate` on the same products: counts what is
   * booked, with the stock read under that lock, and books every line or none.
   */
  async reserve(
    manager: EntityManager,
    orderId: string,
    lines: readonly WantedLine[],
    products: ReadonlyMap<string, StockedProduct>,
  ): Promise<void> {
    const span = this.span(lines);
    const holds = span ? await this.holds(manager, [...products.keys()], span) : new Map<string, Hold[]>();
    const today = todayInLondon();
    const problems = lineProblems(lines, holds, (id, size) => unitsOf(products.get(id) as StockedProduct, size), today);
    const index = problems.findIndex((p) => p !== null);
    if (index >= 0) {
      const line = lines[index];
      throw this.problemError(problems[index] as StartDateProblem, line, products.get(line.productId)?.name ?? '', today);
    }
    await manager.insert(
      Booking,
      lines.map((line) => {
        const window = holdWindow(line.startDate, line.duration);
        return {
          id: randomUUID(),
          productId: line.productId,
          size: line.size,
          units: line.quantity,
          kind: 'order' as const,
          startDate: line.startDate,
          endDate: rentalEndDate(line.startDate, line.duration),
          holdFrom: window.from,
          holdUntil: window.to,
          orderId,
          note: null,
          createdAt: new Date(),
        };
      }),
    );
  }

  /** A product's holds (orders and blocks) still running on or after `since`, first held first; names are the caller's to add. */
  async bookingsOf(productId: string, since: string): Promise<BookingView[]> {
    const bookings = await this.dataSource.getRepository(Booking).find({
      where: { productId, holdUntil: MoreThanOrEqual(since) },
      order: { holdFrom: 'ASC', createdAt: 'ASC' },
    });
    return bookings.map((b) => toBookingView(b, null));
  }

  /**
   * Inside the caller's transaction, after the catalogue's `lockForUpdate` on the product: refused
   * (409) when some day would have no unit left for the block, since orders come first.
   */
  async block(
    manager: EntityManager,
    product: Stocked & { id: string },
    input: BlockInputDto,
    units: number,
    lenderAccountId: string | null = null,
  ): Promise<BookingView> {
    const range = { from: input.startDate, to: input.endDate };
    const holds = (await this.holds(manager, [product.id], range)).get(holdKey(product.id, input.size)) ?? [];
    if (fullDays(holds, unitsOf(product, input.size), range, units).length > 0) {
      throw AppError.conflict(AVAILABILITY_MESSAGES.blockOverlaps(holds.length), AVAILABILITY_ERROR_CODES.blockOverlaps);
    }
    const booking = manager.create(Booking, {
      id: randomUUID(),
      productId: product.id,
      size: input.size,
      units,
      kind: 'block',
      startDate: input.startDate,
      endDate: input.endDate,
      holdFrom: input.startDate,
      holdUntil: input.endDate,
      orderId: null,
      note: input.note || null,
      lenderAccountId,
      createdAt: new Date(),
    });
    await manager.insert(Booking, booking);
    return toBookingView(booking, null);
  }

  /** Only blocks are removed here; an order's days are freed by its status. False when no such block. */
  async unblock(productId: string, bookingId: string): Promise<boolean> {
    const result = await serialTransaction(this.dataSource, (m) =>
      m.getRepository(Booking).delete({ id: bookingId, productId, kind: 'block' }),
    );
    return Boolean(result.affected);
  }

  /** A lender removes one of her own blocks; false when she has no such block (an order, another's block, the admin's). */
  async unblockOwn(lenderAccountId: string, bookingId: string): Promise<boolean> {
    const result = await serialTransaction(this.dataSource, (m) =>
      m.getRepository(Booking).delete({ id: bookingId, lenderAccountId, kind: 'block' }),
    );
    return Boolean(result.affected);
  }

  /**
   * One page of a lender's bookings on `productIds` (her dresses): every order line's hold and her
   * own blocks (not the admin's), upcoming (ending today or later, soonest first) or past (latest first).
   */
  async lenderBookings(
    lenderAccountId: string,
    productIds: readonly string[],
    when: 'upcoming' | 'past',
    today: string,
    page: { offset: number; pageSize: number },
  ): Promise<{ items: BookingView[]; total: number }> {
    if (productIds.length === 0) return { items: [], total: 0 };
    const direction = when === 'upcoming' ? 'ASC' : 'DESC';
    const [rows, total] = await this.dataSource
      .getRepository(Booking)
      .createQueryBuilder('b')
      .where('b.productId IN (:...productIds)', { productIds: [...productIds] })
      .andWhere("(b.kind = 'order' OR b.lenderAccountId = :lenderAccountId)", { lenderAccountId })
      .andWhere(when === 'upcoming' ? 'b.endDate >= :today' : 'b.endDate < :today', { today })
      .orderBy('b.startDate', direction)
      .addOrderBy('b.id', direction)
      .skip(page.offset)
      .take(page.pageSize)
      .getManyAndCount();
    return { items: rows.map((b) => toBookingView(b, null)), total };
  }

  /** Frees every day the order holds (a cancelled order). Runs in the status change's transaction. */
  async releaseAll(manager: EntityManager, orderId: string): Promise<void> {
    await manager.delete(Booking, { orderId });
  }

  /**
   * Frees the order's days after `today` (the dress is back and clean): holds that had not started
   * are dropped whole; the others end today. Runs in the status change's transaction.
   */
  async releaseAfter(manager: EntityManager, orderId: string, today: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(Booking)
      .where('orderId = :orderId AND holdFrom > :today', { orderId, today })
      .execute();
    await manager
      .createQueryBuilder()
      .update(Booking)
      .set({ holdUntil: today })
      .where('orderId = :orderId AND holdUntil > :today', { orderId, today })
      .execute();
  }

  /** Holds touching `range`, by product and size; every product when `productIds` is null. */
  async holds(manager: EntityManager, productIds: readonly string[] | null, range: DayRange): Promise<Map<string, Hold[]>> {
    if (productIds && productIds.length === 0) return new Map();
    // 'YYYY-MM-DD' text compares as dates on both databases.
    const where: FindOptionsWhere<Booking> = { holdUntil: MoreThanOrEqual(range.from), holdFrom: LessThanOrEqual(range.to) };
    if (productIds) where.productId = In([...productIds]);
    const rows = await manager.find(Booking, {
      select: { productId: true, size: true, units: true, holdFrom: true, holdUntil: true },
      where,
    });
    const holds = new Map<string, Hold[]>();
    for (const row of rows) {
      const key = holdKey(row.productId, row.size);
      holds.set(key, [...(holds.get(key) ?? []), { from: row.holdFrom, to: row.holdUntil, units: row.units }]);
    }
    return holds;
  }

  problemError(problem: StartDateProblem, line: WantedLine, name: string, today: string): AppError {
    const message = lineProblemMessage(problem, line, name, today);
    return isConflict(problem)
      ? AppError.conflict(message, AVAILABILITY_ERROR_CODES.datesUnavailable)
      : AppError.invalid(message, AVAILABILITY_ERROR_CODES.invalidStartDate);
  }

  /** From the first dispatch to the last cleaning day of `lines` (null when no line has a real date). */
  private span(lines: readonly WantedLine[]): DayRange | null {
    const windows = lines.filter((l) => isIsoDate(l.startDate)).map((l) => holdWindow(l.startDate, l.duration));
    if (windows.length === 0) return null;
    return {
      from: windows.map((w) => w.from).sort()[0],
      to: windows.map((w) => w.to).sort()[windows.length - 1],
    };
  }
}
