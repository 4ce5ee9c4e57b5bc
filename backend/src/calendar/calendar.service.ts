import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AVAILABILITY_MESSAGES,
  BookingView,
  MAX_BLOCK_DAYS,
  ProductCalendarView,
  addDays,
  daysBetween,
  todayInLondon,
} from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { BlockInputDto } from '../availability/dto/block-input.dto';
import { ProductsService } from '../catalogue/products.service';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { sizeProblem, stockBySize } from '../common/stock';
import { isUuid } from '../common/uuid';
import { OrdersService } from '../orders/orders.service';

/** How far back the admin calendar shows holds: last month, for "when did it come back". */
const HISTORY_DAYS = 31;

/**
 * The admin's side of availability: a product's bookings with the customers' names, and blocks for
 * repairs or photography. It sits above the catalogue, availability and orders, so none of them
 * needs another: availability keeps the bookings, the catalogue the products, orders the names.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly products: ProductsService,
    private readonly orders: OrdersService,
  ) {}

  async calendar(productId: string): Promise<ProductCalendarView> {
    const product = await this.products.getOrThrow(productId, 'id');
    const since = addDays(todayInLondon(), -HISTORY_DAYS);
    const bookings = await this.availability.bookingsOf(product.id, since);
    const orderIds = [...new Set(bookings.map((b) => b.orderId).filter((id): id is string => id !== null))];
    const names = await this.orders.customerNames(orderIds);
    return {
      productId: product.id,
      stock: stockBySize(product),
      bookings: bookings.map((b) => ({ ...b, customerName: b.orderId ? (names.get(b.orderId) ?? null) : null })),
    };
  }

  /**
   * Refused (409) when some day would have no unit left for the block: orders come first. The
   * admin's blocks and a lender's (`lenderAccountId`, her own dress) share these rules.
   */
  async block(productId: string, input: BlockInputDto, lenderAccountId: string | null = null): Promise<BookingView> {
    const today = todayInLondon();
    if (input.endDate < input.startDate || input.startDate < today || daysBetween(input.startDate, input.endDate) >= MAX_BLOCK_DAYS) {
      throw AppError.invalid(AVAILABILITY_MESSAGES.blockRange, 'INVALID_BLOCK');
    }
    const product = await this.products.getOrThrow(productId, 'id');
    const problem = sizeProblem(product.availableSizes, input.size);
    if (problem) throw AppError.invalid(problem, 'SIZE_UNAVAILABLE');
    const units = input.units ?? 1;
    return serialTransaction(
      this.dataSource,
      async (manager) => {
        // The stock counted is the one read under the product's lock.
        const [locked] = (await this.products.lockForUpdate(manager, [product.id])).values();
        return this.availability.block(manager, locked, input, units, lenderAccountId);
      },
      { readCommitted: true },
    );
  }

  /** Only blocks are removed here; an order's days are freed by cancelling the order. */
  async unblock(productId: string, bookingId: string): Promise<void> {
    if (!isUuid(productId) || !isUuid(bookingId) || !(await this.availability.unblock(productId, bookingId))) {
      throw AppError.notFound('Block not found.', 'BLOCK_NOT_FOUND');
    }
  }
}
