import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual } from 'typeorm';
import {
  AVAILABILITY_ERROR_CODES,
  AVAILABILITY_MESSAGES,
  BookingView,
  MAX_BLOCK_DAYS,
  ProductCalendarView,
  addDays,
  daysBetween,
  fullDays,
  todayInLondon,
} from '@dw/contracts';
import { Product } from '../catalog/product.entity';
import { isUuid } from '../catalog/domain/slug';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { Order } from '../orders/order.entity';
import { AvailabilityService } from './availability.service';
import { Booking } from './booking.entity';
import { holdKey } from './domain/line-check';
import { stockBySize, unitsOf } from './domain/stock';
import { BlockInputDto } from './dto/block-input.dto';
import { toBookingView } from './dto/booking.view';

/** How far back the admin calendar shows holds: last month, for "when did it come back". */
const HISTORY_DAYS = 31;

const productNotFound = () => AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');

/** The admin's side of availability: a product's bookings, and blocks for repairs or photography. */
@Injectable()
export class CalendarService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
  ) {}

  async calendar(productId: string): Promise<ProductCalendarView> {
    const product = await this.product(productId);
    const since = addDays(todayInLondon(), -HISTORY_DAYS);
    const bookings = await this.dataSource.getRepository(Booking).find({
      where: { productId: product.id, holdUntil: MoreThanOrEqual(since) },
      order: { holdFrom: 'ASC', createdAt: 'ASC' },
    });
    const orderIds = [...new Set(bookings.map((b) => b.orderId).filter((id): id is string => id !== null))];
    const names = new Map(
      orderIds.length
        ? (
            await this.dataSource
              .getRepository(Order)
              .find({ select: { id: true, customerName: true }, where: orderIds.map((id) => ({ id })) })
          ).map((o) => [o.id, o.customerName])
        : [],
    );
    return {
      productId: product.id,
      stock: stockBySize(product),
      bookings: bookings.map((b) => toBookingView(b, b.orderId ? (names.get(b.orderId) ?? null) : null)),
    };
  }

  /** Refused (409) when some day would have no unit left for the block: orders come first. */
  async block(productId: string, input: BlockInputDto): Promise<BookingView> {
    const today = todayInLondon();
    if (input.endDate < input.startDate || input.startDate < today || daysBetween(input.startDate, input.endDate) >= MAX_BLOCK_DAYS) {
      throw AppError.invalid(AVAILABILITY_MESSAGES.blockRange, 'INVALID_BLOCK');
    }
    const product = await this.product(productId);
    if (!product.availableSizes.includes(input.size)) {
      throw AppError.invalid(`Size ${input.size} is not available for this dress.`, 'SIZE_UNAVAILABLE');
    }
    const units = input.units ?? 1;
    const range = { from: input.startDate, to: input.endDate };
    const saved = await serialTransaction(
      this.dataSource,
      async (manager) => {
        const locked = (await this.availability.lockProducts(manager, [product.id])).get(product.id);
        if (!locked) throw productNotFound();
        const holds = (await this.availability.holds(manager, [product.id], range)).get(holdKey(product.id, input.size)) ?? [];
        if (fullDays(holds, unitsOf(locked, input.size), range, units).length > 0) {
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
          createdAt: new Date(),
        });
        await manager.insert(Booking, booking);
        return booking;
      },
      { readCommitted: true },
    );
    return toBookingView(saved, null);
  }

  /** Only blocks are removed here; an order's days are freed by cancelling the order. */
  async unblock(productId: string, bookingId: string): Promise<void> {
    if (!isUuid(productId) || !isUuid(bookingId)) throw AppError.notFound('Block not found.', 'BLOCK_NOT_FOUND');
    const result = await serialTransaction(this.dataSource, (m) =>
      m.getRepository(Booking).delete({ id: bookingId, productId, kind: 'block' }),
    );
    if (!result.affected) throw AppError.notFound('Block not found.', 'BLOCK_NOT_FOUND');
  }

  private async product(id: string): Promise<Product> {
    const product = isUuid(id) ? await this.dataSource.getRepository(Product).findOneBy({ id }) : null;
    if (!product) throw productNotFound();
    return product;
  }
}
