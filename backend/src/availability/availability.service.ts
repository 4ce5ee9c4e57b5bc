import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, In, LessThan, LessThanOrEqual, MoreThan, MoreThanOrEqual } from 'typeorm';
import {
  AVAILABILITY_ERROR_CODES,
  AVAILABILITY_MESSAGES,
  BOOKING_HORIZON_DAYS,
  BookingRules,
  BookingView,
  DayRange,
  Hold,
  ProductAvailabilityView,
  ProductView,
  RentalDuration,
  StartDateProblem,
  RENTAL_DURATIONS,
  addDays,
  daysBetween,
  fullDays,
  isIsoDate,
  holdWindow,
  rentalEndDate,
  startDateProblem,
  todayInLondon,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { Stocked, unitsOf } from '../common/stock';
import { BookingChange } from './booking-change.entity';
import { logBookingChanges, stateOf } from './booking-log';
import { Booking } from './booking.entity';
import type { PeakHold } from './domain/hold-ledger';
import { HoldLedgerService } from './hold-ledger.service';
import { WantedLine, freeUnits, holdKey, isConflict, lineProblemMessage, lineProblems } from './domain/line-check';
import { BlockInputDto } from './dto/block-input.dto';
import { toBookingView } from './dto/booking.view';

/** The longest a hold runs past its start: the longest rental plus return and cleaning. */
const LONGEST_TAIL_DAYS = daysBetween('2000-01-01', holdWindow('2000-01-01', Math.max(...RENTAL_DURATIONS) as RentalDuration).to);

export type StockedProduct = Stocked & { id: string; name: string };

/** The holds at one bookings version (AvailabilityService.heldDays). */
export interface HeldDays {
  version: number;
  peaks(window: DayRange): PeakHold[];
}

/**
 * Units per size and the bookings that hold them (docs/decisions/0011-cancelled-status-and-buffers.md). Reads answer the calendar, the cart
 * and the catalogue filter; `reserve` runs inside the checkout's transaction and is the one check
 * that counts. It owns the bookings table and knows no product or order table: callers pass the
 * products (the catalogue reads and locks them) and say which order's days to free.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: HoldLedgerService,
  ) {}

  /** Full days per size from today until the last day a rental starting within a year can hold. */
  async forProduct(product: Stocked & { id: string; bookingRules: BookingRules }): Promise<ProductAvailabilityView> {
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
      bookingRules: product.bookingRules,
    };
  }

  /** The spec's list with `availableOn`: products with a free unit (of `size`, if given) for the whole rental. */
  async availableOn(products: readonly ProductView[], startDate: string, duration: RentalDuration, size?: string): Promise<ProductView[]> {
    const today = todayInLondon();
    const problem = startDateProblem(startDate, duration, today, new Set());
    if (problem) throw this.problemError(problem, { productId: '', size: size ?? '', duration, quantity: 1, startDate }, '', today);
    const { ledger } = await this.ledger.current();
    const peaks = new Map(ledger.peaks(holdWindow(startDate, duration)).map((p) => [holdKey(p.productId, p.size), p.peak]));
    return products.filter(
      (p) =>
        !startDateProblem(startDate, duration, today, new Set(), p.bookingRules) &&
        p.availableSizes
          .filter((s) => !size || size === 'all' || s === size)
          .some((s) => (peaks.get(holdKey(p.id, s)) ?? 0) + 1 <= (p.stock[s] ?? 1)),
    );
  }

  /**
   * The holds as of a bookings version read after the call, for the catalogue's date filter: for a
   * window, every product and size held on some day of it with the most units held on one day.
   * Answered from this replica's ledger (docs/decisions/0026-holds-ledger.md), not from the bookings table.
   */
  async heldDays(): Promise<HeldDays> {
    const { version, ledger } = await this.ledger.current();
    return { version, peaks: (window) => ledger.peaks(window) };
  }

  /** What stops each line now (null = bookable); for the cart, which flags lines taken meanwhile. */
  async problems(lines: readonly WantedLine[], products: ReadonlyMap<string, Stocked>): Promise<(StartDateProblem | null)[]> {
    const span = this.span(lines);
    const holds = span ? await this.holds(this.dataSource.manager, [...products.keys()], span) : new Map<string, Hold[]>();
    return lineProblems(
      lines,
      holds,
      (id, size) => unitsOf(products.get(id) as Stocked, size),
      todayInLondon(),
      (id) => products.get(id)?.bookingRules,
    );
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
    if (problem) throw this.problemError(problem, line, product.name, todayInLondon(), product.bookingRules);
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
    const bookings = lines.map((line) => {
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
        isBackup: line.isBackup ?? false,
        createdAt: new Date(),
      };
    });
    await manager.insert(Booking, bookings);
    await logBookingChanges(
      manager,
      bookings.map((b) => stateOf(b)),
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

  /** An order line's booking, as the lender's bookings list names it; null for a block or an unknown id. */
  async orderBooking(id: string): Promise<{ orderId: string; productId: string; size: string; isBackup: boolean } | null> {
    const b = await this.dataSource.getRepository(Booking).findOneBy({ id, kind: 'order' });
    return b?.orderId ? { orderId: b.orderId, productId: b.productId, size: b.size, isBackup: b.isBackup } : null;
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
    await logBookingChanges(manager, [stateOf(booking)]);
    return toBookingView(booking, null);
  }

  /** Only blocks are removed here; an order's days are freed by its status. False when no such block. */
  unblock(productId: string, bookingId: string): Promise<boolean> {
    return this.removeBlock({ id: bookingId, productId, kind: 'block' });
  }

  /** A lender removes one of her own blocks; false when she has no such block (an order, another's block, the admin's). */
  unblockOwn(lenderAccountId: string, bookingId: string): Promise<boolean> {
    return this.removeBlock({ id: bookingId, lenderAccountId, kind: 'block' });
  }

  private removeBlock(where: FindOptionsWhere<Booking>): Promise<boolean> {
    return serialTransaction(this.dataSource, async (m) => {
      const block = await m.getRepository(Booking).findOneBy(where);
      if (!block) return false;
      const result = await m.getRepository(Booking).delete({ id: block.id });
      if (!result.affected) return false;
      await logBookingChanges(m, [stateOf(block, true)]);
      return true;
    });
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
    const held = await manager.findBy(Booking, { orderId });
    if (held.length === 0) return;
    await manager.delete(Booking, { orderId });
    await logBookingChanges(
      manager,
      held.map((b) => stateOf(b, true)),
    );
  }

  /**
   * Frees the days of some of the order's lines (a declined or expired booking request and its
   * backup size), each named by its product, size, start and whether it is the backup. Runs in the
   * request's transaction.
   */
  async releaseLines(
    manager: EntityManager,
    orderId: string,
    lines: readonly { productId: string | null; size: string; startDate: string | null; isBackup: boolean }[],
  ): Promise<void> {
    const held = await manager.findBy(Booking, { orderId });
    const freed = held.filter((b) =>
      lines.some(
        (l) =>
          l.productId === b.productId && l.size === b.size && l.isBackup === b.isBackup && (l.startDate ?? b.startDate) === b.startDate,
      ),
    );
    if (freed.length === 0) return;
    await manager.delete(Booking, { id: In(freed.map((b) => b.id)) });
    await logBookingChanges(
      manager,
      freed.map((b) => stateOf(b, true)),
    );
  }

  /**
   * Frees the order's days after `today` (the dress is back and clean): holds that had not started
   * are dropped whole; the others end today. Runs in the status change's transaction.
   */
  async releaseAfter(manager: EntityManager, orderId: string, today: string): Promise<void> {
    const held = await manager.findBy(Booking, { orderId, holdUntil: MoreThan(today) });
    const dropped = held.filter((b) => b.holdFrom > today);
    const shortened = held.filter((b) => b.holdFrom <= today);
    if (dropped.length > 0) await manager.delete(Booking, { id: In(dropped.map((b) => b.id)) });
    if (shortened.length > 0) await manager.update(Booking, { id: In(shortened.map((b) => b.id)) }, { holdUntil: today });
    await logBookingChanges(manager, [
      ...dropped.map((b) => stateOf(b, true)),
      ...shortened.map((b) => stateOf({ ...b, holdUntil: today })),
    ]);
  }

  /** Deletes the booking log's entries written before `cutoff` (housekeeping); returns how many. */
  async purgeChangesBefore(cutoff: Date): Promise<number> {
    const result = await serialTransaction(this.dataSource, (m) => m.getRepository(BookingChange).delete({ createdAt: LessThan(cutoff) }));
    return result.affected ?? 0;
  }

  /** Holds of `productIds` touching `range`, by product and size. */
  async holds(manager: EntityManager, productIds: readonly string[], range: DayRange): Promise<Map<string, Hold[]>> {
    if (productIds.length === 0) return new Map();
    // 'YYYY-MM-DD' text compares as dates on both databases.
    const rows = await manager.find(Booking, {
      select: { productId: true, size: true, units: true, holdFrom: true, holdUntil: true },
      where: { productId: In([...productIds]), holdUntil: MoreThanOrEqual(range.from), holdFrom: LessThanOrEqual(range.to) },
    });
    const holds = new Map<string, Hold[]>();
    for (const row of rows) {
      const key = holdKey(row.productId, row.size);
      holds.set(key, [...(holds.get(key) ?? []), { from: row.holdFrom, to: row.holdUntil, units: row.units }]);
    }
    return holds;
  }

  problemError(problem: StartDateProblem, line: WantedLine, name: string, today: string, rules?: BookingRules | null): AppError {
    const message = lineProblemMessage(problem, line, name, today, rules);
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
