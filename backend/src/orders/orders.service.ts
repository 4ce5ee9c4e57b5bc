import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ORDER_TRANSITIONS, OrderStatus, OrderView } from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { isUuid } from '../catalog/domain/slug';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { assertTransition } from '../common/state-machine';
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
