import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import { PENDING_HOLD_LIMIT, PendingHolderView } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import {
  ClientIdentity,
  groupHolders,
  holdLockBuckets,
  holdProblem,
  normaliseAddress,
  normaliseEmail,
  normalisePhone,
} from './domain/client-holds';
import { toOrderView } from './dto/order.view';
import { HoldLock } from './hold-lock.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

const bucketHash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/**
 * What each client holds in orders not yet confirmed: the bound checkout enforces, and the admin's
 * list of who holds what. Off with RATE_LIMITS=off, like the other abuse limits (tests, benchmarks
 * that place every order from one address).
 */
@Injectable()
export class ClientHoldsService {
  readonly limit: number | null;

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limit = config.rateLimitEnv.RATE_LIMITS === 'off' ? null : PENDING_HOLD_LIMIT;
  }

  /**
   * Inside the order's transaction, before it books anything: refuses (409, nothing written) an
   * order that would take its client past the limit. On MariaDB the client's lock rows are taken
   * first, so parallel orders from one client are counted one after the other.
   */
  async assertWithinLimit(manager: EntityManager, client: ClientIdentity, wanted: number): Promise<void> {
    if (this.limit === null) return;
    if (manager.connection.options.type !== 'better-sqlite3') {
      await manager
        .createQueryBuilder(HoldLock, 'h')
        .select('h.id')
        .where('h.id IN (:...ids)', { ids: holdLockBuckets(client, bucketHash) })
        .orderBy('h.id', 'ASC')
        .setLock('pessimistic_write')
        .getMany();
    }
    const problem = holdProblem(await this.heldUnits(manager, client), wanted, this.limit);
    if (problem) throw AppError.conflict(problem, 'HOLD_LIMIT_REACHED');
  }

  /** Units in pending orders sharing the client's address, email or phone. */
  private async heldUnits(manager: EntityManager, client: ClientIdentity): Promise<number> {
    const row = await manager
      .createQueryBuilder(OrderItem, 'i')
      .innerJoin('i.order', 'o')
      .select('COALESCE(SUM(i.quantity), 0)', 'units')
      .where('o.status = :pending', { pending: 'pending' })
      .andWhere(
        new Brackets((qb) => {
          qb.where('o.clientEmail = :email', { email: client.email }).orWhere('o.clientPhone = :phone', { phone: client.phone });
          if (client.address) qb.orWhere('o.clientAddress = :address', { address: client.address });
        }),
      )
      .getRawOne<{ units: string | number }>();
    return Number(row?.units ?? 0);
  }

  /** Every client with pending orders, most units first (orders without a recorded client go by their contact details). */
  async holders(): Promise<PendingHolderView[]> {
    const pending = await this.orders.find({
      where: { status: 'pending' },
      relations: { items: true },
      order: { createdAt: 'ASC', id: 'ASC', items: { productName: 'ASC', size: 'ASC', duration: 'ASC' } },
    });
    const byId = new Map(pending.map((o) => [o.id, o]));
    const groups = groupHolders(
      pending.map((o) => ({
        orderId: o.id,
        address: normaliseAddress(o.clientAddress),
        email: o.clientEmail ?? normaliseEmail(o.customerEmail),
        phone: o.clientPhone ?? normalisePhone(o.customerPhone),
        units: o.items.reduce((sum, item) => sum + item.quantity, 0),
      })),
    );
    return groups.map(({ orderIds, ...group }) => ({ ...group, orders: orderIds.map((id) => toOrderView(byId.get(id) as Order)) }));
  }
}
