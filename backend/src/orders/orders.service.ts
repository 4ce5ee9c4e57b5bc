import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ORDER_TRANSITIONS, OrderReceiptView, OrderStatus, OrderView, RentalDuration, orderReference } from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { ProductsService } from '../catalog/products.service';
import { isUuid } from '../catalog/domain/slug';
import { AppError } from '../common/app-error';
import { NotificationsService } from '../notifications/notifications.service';
import { serialTransaction } from '../common/serial-transaction';
import { assertTransition } from '../common/state-machine';
import { accessTokenMatches } from './domain/access-token';
import { toOrderView } from './dto/order.view';
import { Order } from './order.entity';

const orderNotFound = () => AppError.notFound('Order not found.', 'ORDER_NOT_FOUND');

/** Reading orders and moving their status; placing one is CheckoutService's job. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly notifications: NotificationsService,
    private readonly products: ProductsService,
  ) {}

  /** Newest first; lines in a stable reading order (the schema keeps no line position). */
  async list(): Promise<OrderView[]> {
    const rows = await this.orders.find({
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'ASC', items: { productName: 'ASC', size: 'ASC', duration: 'ASC' } },
    });
    return rows.map(toOrderView);
  }

  async findView(id: string): Promise<OrderView | null> {
    if (!isUuid(id)) return null;
    const order = await this.orders.findOne({
      where: { id },
      relations: { items: true },
      order: { items: { productName: 'ASC', size: 'ASC', duration: 'ASC' } },
    });
    return order ? toOrderView(order) : null;
  }

  async view(id: string): Promise<OrderView> {
    const order = await this.findView(id);
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * The renter's order page. Any wrong, missing or malformed id or token is the same 404, after the
   * same hash comparison, so the answer says nothing about which part was wrong.
   */
  async receipt(id: string, token: unknown): Promise<OrderReceiptView> {
    const order = isUuid(id)
      ? await this.orders
          .createQueryBuilder('o')
          .addSelect('o.accessTokenHash')
          .leftJoinAndSelect('o.items', 'i')
          .where('o.id = :id', { id })
          .orderBy('i.productName', 'ASC')
          .addOrderBy('i.size', 'ASC')
          .addOrderBy('i.duration', 'ASC')
          .getOne()
      : null;
    const opens = accessTokenMatches(order?.accessTokenHash ?? null, token);
    if (!order || !opens) throw orderNotFound();
    const slugs = await this.products.slugsOf(order.items.map((item) => item.productId).filter((p): p is string => p !== null));
    return {
      id: order.id,
      reference: orderReference(order.id),
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      customerName: order.customerName,
      deliveryAddress: order.deliveryAddress,
      rentalStartDate: order.rentalStartDate,
      rentalEndDate: order.rentalEndDate,
      lines: order.items.map((item) => ({
        productName: item.productName,
        productSlug: item.productId ? (slugs.get(item.productId) ?? null) : null,
        size: item.size,
        duration: item.duration as RentalDuration,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        startDate: item.startDate,
        endDate: item.endDate,
      })),
      subtotal: order.subtotal,
      cleaningFee: order.cleaningFee,
      insurance: order.insurance,
      total: order.total,
    };
  }

  /**
   * The UPDATE only matches while the order still has the status we checked, so of two admins
   * pressing the button at once exactly one moves it; the other gets the 409 for its stale move.
   */
  async updateStatus(id: string, to: OrderStatus): Promise<OrderView> {
    const order = isUuid(id) ? await this.orders.findOneBy({ id }) : null;
    if (!order) throw orderNotFound();
    assertTransition(ORDER_TRANSITIONS, 'order', order.status, to);
    const result = await serialTransaction(this.dataSource, async (m) => {
      const moved = await m.getRepository(Order).update({ id, status: order.status }, { status: to });
      // Cancelling frees the booked days; completing frees the days after today.
      if (moved.affected) await this.availability.releaseFor(m, id, to);
      if (moved.affected) {
        await this.notifications.queue(m, { kind: 'order-status-changed', status: to, to: order.customerEmail, order });
      }
      return moved;
    });
    if (!result.affected) {
      const now = await this.orders.findOneBy({ id });
      if (!now) throw orderNotFound();
      assertTransition(ORDER_TRANSITIONS, 'order', now.status, to);
      throw AppError.conflict('This order was just changed by someone else - please reload it.', 'ILLEGAL_TRANSITION');
    }
    return this.view(id);
  }
}
