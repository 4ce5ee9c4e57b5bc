import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { ORDER_CANCELLED, ORDER_TRANSITIONS, canTransition, toPence, type LateFeeState } from '@dw/contracts';
import { ChargeSums, OrderFigures, PaymentOrder, PaymentsService } from '../payments/payments.service';
import { LateFee } from './late-fees/late-fee.entity';
import { OrderItem } from './order-item.entity';
import { OrderLinks } from './order-links';
import { OrderProcess } from './order-process';
import { Order } from './order.entity';

/**
 * What payments may ask of orders (payments/payment-order.ts), registered at start: orders depend
 * on payments, so payments reaches an order only through these, and cancels one only through the
 * order process.
 */
@Injectable()
export class OrderPaymentHooks implements OnModuleInit {
  constructor(
    private readonly payments: PaymentsService,
    private readonly process: OrderProcess,
    private readonly links: OrderLinks,
  ) {}

  onModuleInit(): void {
    this.payments.registerOrderHooks({
      facts: (manager, orderId) => this.facts(manager, orderId),
      figures: (manager, orderIds) => this.figures(manager, orderIds),
      lateFeeSums: (manager, start, end) => this.lateFeeSums(manager, start, end),
      pageToken: (manager, orderId) => this.links.forExistingOrder(manager, orderId),
      cancel: (manager, orderId) => this.cancel(manager, orderId),
    });
  }

  private async figures(manager: EntityManager, orderIds: readonly string[]): Promise<OrderFigures[]> {
    const figures: OrderFigures[] = [];
    // Bounded IN lists (SQLite's 999 parameters).
    for (let i = 0; i < orderIds.length; i += 500) {
      const rows = await manager.getRepository(Order).find({
        select: { id: true, subtotal: true, cleaningFee: true, insurance: true, total: true },
        where: { id: In(orderIds.slice(i, i + 500)) },
      });
      for (const o of rows) {
        figures.push({
          id: o.id,
          subtotalPence: toPence(o.subtotal),
          cleaningPence: toPence(o.cleaningFee),
          insurancePence: toPence(o.insurance),
          totalPence: toPence(o.total),
        });
      }
    }
    return figures;
  }

  /** A charged or collected fee never changes again, so its updatedAt is when the money came. */
  private async lateFeeSums(manager: EntityManager, start: Date, end: Date): Promise<ChargeSums> {
    const sum = async (states: LateFeeState[], during?: { start: Date; end: Date }) => {
      const query = manager
        .getRepository(LateFee)
        .createQueryBuilder('f')
        .select('COALESCE(SUM(f.amountPence), 0)', 'total')
        .where('f.state IN (:...states)', { states });
      if (during) query.andWhere('f.updatedAt >= :start AND f.updatedAt < :end', during);
      return Number((await query.getRawOne<{ total: string | number }>())?.total ?? 0);
    };
    return { takenPence: await sum(['charged', 'collected'], { start, end }), owedPence: await sum(['owed', 'failed']) };
  }

  private async facts(manager: EntityManager, orderId: string): Promise<PaymentOrder | null> {
    const order = await manager.getRepository(Order).findOneBy({ id: orderId });
    if (!order) return null;
    const items = await manager
      .getRepository(OrderItem)
      .find({ where: { orderId }, order: { productName: 'ASC', size: 'ASC', id: 'ASC' } });
    return {
      id: order.id,
      status: order.status,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      rentalStartDate: order.rentalStartDate,
      rentalEndDate: order.rentalEndDate,
      subtotal: order.subtotal,
      cleaningFee: order.cleaningFee,
      insurance: order.insurance,
      total: order.total,
      items: items.map((i) => ({
        id: i.id,
        productName: i.productName,
        size: i.size,
        duration: i.duration,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
      })),
    };
  }

  private async cancel(manager: EntityManager, orderId: string): Promise<boolean> {
    const order = await manager.getRepository(Order).findOneBy({ id: orderId });
    if (!order || !canTransition(ORDER_TRANSITIONS, order.status, ORDER_CANCELLED)) return false;
    await this.process.move(manager, order, ORDER_CANCELLED);
    return true;
  }
}
