import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, In, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import {
  AVAILABILITY_ERROR_CODES,
  BOOKING_HORIZON_DAYS,
  DayRange,
  Hold,
  OrderStatus,
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
import { Product } from '../catalog/product.entity';
import { isUuid } from '../catalog/domain/slug';
import { AppError } from '../common/app-error';
import { Booking } from './booking.entity';
import { WantedLine, holdKey, isConflict, lineProblemMessage, lineProblems } from './domain/line-check';
import { Stocked, unitsOf } from './domain/stock';

/** The longest a hold runs past its start: the longest rental plus return and cleaning. */
const LONGEST_TAIL_DAYS = daysBetween('2000-01-01', holdWindow('2000-01-01', Math.max(...RENTAL_DURATIONS) as RentalDuration).to);

export type StockedProduct = Stocked & { id: string; name: string };

/**
 * Units per size and the bookings that hold them (issue #8). Reads answer the calendar, the cart
 * and the catalogue filter; `reserve` runs inside the checkout's transaction and is the one check
 * that counts.
 */
@Injectable()
export class AvailabilityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Full days per size from today until the last day a rental starting within a year can hold. */
  async forProduct(identifier: string): Promise<ProductAvailabilityView> {
    const product = await this.product(identifier);
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

  /** What stops each line now (null = bookable); for the cart, which flags lines taken meanwhile. */
  async problems(lines: readonly WantedLine[], products: ReadonlyMap<string, Stocked>): Promise<(StartDateProblem | null)[]> {
    const span = this.span(lines);
    const holds = span ? await this.holds(this.dataSource.manager, [...products.keys()], span) : new Map<string, Hold[]>();
    return lineProblems(lines, holds, (id, size) => unitsOf(products.get(id) as Stocked, size), todayInLondon());
  }

  /** Refuses a line that cannot be booked as the cart adds it (400 for its dates, 409 when taken). */
  async assertBookable(line: WantedLine, product: StockedProduct): Promise<void> {
    const [problem] = await this.problems([line], new Map([[product.id, product]]));
    if (problem) throw this.problemError(problem, line, product.name, todayInLondon());
  }

  /**
   * Inside the order's transaction, after `lockProducts` on the same products: counts what is
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

  /**
   * A cancelled order frees all its days; a completed one (the dress is back and clean) frees the
   * days after today. Runs in the status change's transaction.
   */
  async releaseFor(manager: EntityManager, orderId: string, status: OrderStatus): Promise<void> {
    if (status === 'cancelled') {
      await manager.delete(Booking, { orderId });
    } else if (status === 'completed') {
      const today = todayInLondon();
      // Holds that had not started are dropped whole; the others end today.
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
  }

  /**
   * Locks the products' rows (MariaDB; SQLite writes one at a time) in id order, so two orders never
   * wait on each other in a cycle, and returns them. Call it before inserting rows that reference
   * the products: their foreign-key checks take shared locks that would deadlock two checkouts.
   */
  async lockProducts(manager: EntityManager, ids: readonly string[]): Promise<Map<string, StockedProduct>> {
    const unique = [...new Set(ids)].sort();
    let query = manager
      .createQueryBuilder(Product, 'p')
      .select(['p.id', 'p.name', 'p.availableSizes', 'p.stock'])
      .where('p.id IN (:...ids)', { ids: unique })
      .orderBy('p.id', 'ASC');
    if (manager.connection.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
    const rows = await query.getMany();
    if (rows.length !== unique.length) throw AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    return new Map(rows.map((p) => [p.id, p]));
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

  private async product(identifier: string): Promise<Product> {
    const repo = this.dataSource.getRepository(Product);
    const product = isUuid(identifier)
      ? await repo.findOneBy({ id: identifier.toLowerCase() })
      : await repo.findOneBy({ slug: identifier.toLowerCase() });
    if (!product) throw AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    return product;
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
