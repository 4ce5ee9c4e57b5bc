import { Injectable } from '@nestjs/common';
import { BookingView, LENDER_AREA_MESSAGES, LenderBookingWhen, OrderStatus, orderReference, todayInLondon } from '@dw/contracts';
import { ProductsService } from '../catalogue/products.service';
import { AppError } from '../common/app-error';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { isUuid } from '../common/uuid';
import { AvailabilityService } from '../availability/availability.service';
import { ListingsService } from '../listings/listings.service';
import { OrdersService } from '../orders/orders.service';
import { CalendarService } from './calendar.service';
import { LenderBlockInputDto, LenderBookingDto } from './dto/lender-booking.dto';

const productNotFound = () => AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');

/**
 * The lender's side of availability: rentals of the dresses published from her listings and the
 * days she blocks, through the admin's block rules. A booking here carries the order's status and
 * reference, never the renter (docs/decisions/0021-lender-listings-and-bookings.md).
 */
@Injectable()
export class LenderBookingsService {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly calendar: CalendarService,
    private readonly listings: ListingsService,
    private readonly products: ProductsService,
    private readonly orders: OrdersService,
  ) {}

  async list(
    lenderId: string,
    query: { when: LenderBookingWhen; productId?: string },
    window: PageWindow,
  ): Promise<ListPage<LenderBookingDto>> {
    const own = await this.listings.liveProductIdsOf(lenderId);
    if (query.productId && !own.includes(query.productId.toLowerCase())) throw productNotFound();
    const productIds = query.productId ? [query.productId.toLowerCase()] : own;
    const { items, total } = await this.availability.lenderBookings(lenderId, productIds, query.when, todayInLondon(), window);
    const orderIds = [...new Set(items.flatMap((b) => (b.orderId ? [b.orderId] : [])))];
    const [products, statuses] = await Promise.all([
      this.products.findMany([...new Set(items.map((b) => b.productId))]),
      this.orders.statusesOf(orderIds),
    ]);
    const views = items.map((b) => {
      const product = products.get(b.productId);
      return this.view(b, product?.name ?? '', product?.slug ?? '', b.orderId ? (statuses.get(b.orderId) ?? null) : null);
    });
    return listPage(views, total, window);
  }

  /** Only on her own live dresses (404 otherwise, as if unknown); the admin's range, size and overlap rules. */
  async block(lenderId: string, input: LenderBlockInputDto): Promise<LenderBookingDto> {
    const productId = input.productId.toLowerCase();
    if (!(await this.listings.liveProductIdsOf(lenderId)).includes(productId)) throw productNotFound();
    const product = await this.products.getOrThrow(productId, 'id');
    const note = LENDER_AREA_MESSAGES.lenderBlockNote;
    const booking = await this.calendar.block(
      productId,
      { size: input.size, startDate: input.startDate, endDate: input.endDate, note },
      lenderId,
    );
    return this.view(booking, product.name, product.slug, null);
  }

  /** Her own blocks only: an order's days or anyone else's block answer 404 and stay. */
  async unblock(lenderId: string, bookingId: string): Promise<void> {
    if (!isUuid(bookingId) || !(await this.availability.unblockOwn(lenderId, bookingId))) {
      throw AppError.notFound('Block not found.', 'BLOCK_NOT_FOUND');
    }
  }

  private view(b: BookingView, productName: string, productSlug: string, orderStatus: OrderStatus | null): LenderBookingDto {
    return {
      id: b.id,
      kind: b.kind,
      productId: b.productId,
      productName,
      productSlug,
      size: b.size,
      startDate: b.startDate,
      endDate: b.endDate,
      orderStatus: b.kind === 'order' ? orderStatus : null,
      orderReference: b.kind === 'order' && b.orderId ? orderReference(b.orderId) : null,
      isBackup: b.isBackup,
    };
  }
}
