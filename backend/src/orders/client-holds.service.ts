import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository } from 'typeorm';
import { PENDING_HOLD_LIMIT, PendingHolderView } from '@dw/contracts';
import { ListPage, RawPageQuery, listPage, pageWindow } from '../common/paging/page-window';
import { AppError } from '../common/app-error';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PaymentsService } from '../payments/payments.service';
import {
  ClientIdentity,
  Holder,
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
import { ordersWithItems } from './orders-with-items';

const bucketHash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** One pending order as the holds list groups it: who placed it and how many units its lines hold. */
interface PendingRow {
  id: string;
  clientAddress: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  customerEmail: string;
  customerPhone: string;
  /** A string from MariaDB's SUM, a number from SQLite's. */
  units: string | number;
}

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
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly payments: PaymentsService,
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

  /**
   * One page of the clients with pending orders, most units first (orders without a recorded client
   * go by their contact details). Grouping needs every pending order, so it reads one light row per
   * order; only the page's orders are loaded whole.
   */
  async holders(query: RawPageQuery): Promise<ListPage<PendingHolderView>> {
    const window = pageWindow(query);
    const rows = await this.orders
      .createQueryBuilder('o')
      .leftJoin('o.items', 'i')
      .select('o.id', 'id')
      .addSelect('o.clientAddress', 'clientAddress')
      .addSelect('o.clientEmail', 'clientEmail')
      .addSelect('o.clientPhone', 'clientPhone')
      .addSelect('o.customerEmail', 'customerEmail')
      .addSelect('o.customerPhone', 'customerPhone')
      .addSelect('COALESCE(SUM(i.quantity), 0)', 'units')
      .where('o.status = :pending', { pending: 'pending' })
      // Every column read is grouped on, so no sql_mode (ONLY_FULL_GROUP_BY) refuses it.
      .groupBy('o.id')
      .addGroupBy('o.createdAt')
      .addGroupBy('o.clientAddress')
      .addGroupBy('o.clientEmail')
      .addGroupBy('o.clientPhone')
      .addGroupBy('o.customerEmail')
      .addGroupBy('o.customerPhone')
      .orderBy('o.createdAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .getRawMany<PendingRow>();
    // A group's orders keep this oldest-first order, so its first order is its oldest; ties on units
    // go by that (the database's order of createdAt and id: total, so pages never overlap).
    const rank = new Map(rows.map((row, i) => [row.id, i]));
    const firstRank = (group: Holder) => rank.get(group.orderIds[0]) ?? 0;
    const groups = groupHolders(
      rows.map((row) => ({
        orderId: row.id,
        address: normaliseAddress(row.clientAddress),
        email: row.clientEmail ?? normaliseEmail(row.customerEmail),
        phone: row.clientPhone ?? normalisePhone(row.customerPhone),
        units: Number(row.units),
      })),
    ).sort((a, b) => b.units - a.units || firstRank(a) - firstRank(b));
    const page = groups.slice(window.offset, window.offset + window.pageSize);
    const byId = await ordersWithItems(
      this.dataSource,
      page.flatMap((group) => group.orderIds),
    );
    const payments = await this.payments.viewsOf([...byId.values()]);
    const items = page.map(({ orderIds, ...group }) => ({
      ...group,
      // An order erased between the two reads is left out rather than failing the page.
      orders: orderIds.flatMap((id) => {
        const order = byId.get(id);
        const payment = payments.get(id);
        // Pending orders: never dispatched, so never late.
        return order && payment ? [toOrderView(order, payment, null)] : [];
      }),
    }));
    return listPage(items, groups.length, window);
  }
}
