import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan, Repository } from 'typeorm';
import { ORDER_CANCELLED, OrderReceiptView, OrderStatus, OrderView, RentalDuration, orderReference, todayInLondon } from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { ProductsService } from '../catalog/products.service';
import { isUuid } from '../common/uuid';
import { AppError } from '../common/app-error';
import { NotificationsService } from '../notifications/notifications.service';
import { serialTransaction } from '../common/serial-transaction';
import { assertTransition, transitionStatus } from '../common/state-machine';
import { accessTokenMatches } from './domain/access-token';
import { toOrderView } from './dto/order.view';
import { IdempotencyRecord } from './idempotency-record.entity';
import { ORDER_PROCESS_TRANSITIONS, OrderEffectContext, enterStatus } from './order-process';
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

  /** The customers' names of these orders, for the admin calendar. */
  async customerNames(orderIds: readonly string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.orders.find({ select: { id: true, customerName: true }, where: { id: In([...orderIds]) } });
    return new Map(rows.map((o) => [o.id, o.customerName]));
  }

  /**
   * Forgets Idempotency-Keys recorded before `cutoff`: a client retries within minutes, so a day's
   * keys are plenty, and older ones only grow the table. Returns how many went.
   */
  async purgeIdempotencyKeysBefore(cutoff: Date): Promise<number> {
    const result = await serialTransaction(this.dataSource, (m) =>
      m.getRepository(IdempotencyRecord).delete({ createdAt: LessThan(cutoff) }),
    );
    return result.affected ?? 0;
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
   * The order process (order-process.ts) decides the move and what it does; of two admins pressing
   * the button at once exactly one moves it, the other gets the 409 for its stale move.
   */
  async updateStatus(id: string, to: OrderStatus): Promise<OrderView> {
    const order = isUuid(id) ? await this.orders.findOneBy({ id }) : null;
    if (!order) throw orderNotFound();
    await serialTransaction(this.dataSource, async (manager) => {
      await transitionStatus(manager, {
        entity: Order,
        label: 'order',
        table: ORDER_PROCESS_TRANSITIONS,
        id,
        from: order.status,
        to,
        changedMeanwhile: 'This order was just changed by someone else - please reload it.',
        notFound: orderNotFound,
      });
      await enterStatus(to, this.effectContext(manager, order));
    });
    return this.view(id);
  }

  /**
   * Cancels those of `ids` still pending, all in one transaction, each the way one cancel is done
   * (its bookings freed); orders that moved on meanwhile are left alone. Returns the ones cancelled.
   */
  async cancelPending(ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
    return serialTransaction(this.dataSource, async (m) => {
      const cancelled: string[] = [];
      for (const id of unique) if (await this.move(m, id, 'pending', ORDER_CANCELLED)) cancelled.push(id);
      return cancelled;
    });
  }

  /**
   * The UPDATE only matches while the order still has status `from`; then the order process's
   * effects of entering `to` follow in the same transaction (for a cancel: every booked day freed).
   */
  private async move(m: EntityManager, id: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    assertTransition(ORDER_PROCESS_TRANSITIONS, 'order', from, to);
    const moved = await m.getRepository(Order).update({ id, status: from }, { status: to });
    if (!moved.affected) return false;
    const order = await m.getRepository(Order).findOneBy({ id });
    if (order) await enterStatus(to, this.effectContext(m, order));
    return true;
  }

  /** What the order process's effects run with: this transaction, the day, and the renter to tell. */
  private effectContext(manager: EntityManager, order: Order): OrderEffectContext {
    return {
      manager,
      orderId: order.id,
      today: todayInLondon(),
      availability: this.availability,
      notify: (kind) => this.notifications.queue(manager, { kind, to: order.customerEmail, order }),
    };
  }
}
