import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThanOrEqual, MoreThan } from 'typeorm';
import {
  DeclineReason,
  LenderRequestView,
  LineRequestState,
  RESPONSE_STATS_DAYS,
  RentalDuration,
  RequestAnswerInput,
  ResponseStats,
  formatPence,
  lenderSharePence,
  orderReference,
  toPence,
} from '@dw/contracts';
import { ProductsService } from '../catalogue/products.service';
import { AppError } from '../common/app-error';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { serialTransaction } from '../common/serial-transaction';
import { isUuid } from '../common/uuid';
import type { SimilarDressFacts } from '../notifications/notifications.service';
import { DECLINE_REASON_MESSAGE } from './dto/request-answer.dto';
import { responseStats } from './line-requests/domain/response-stats';
import type { RequestAnswer } from './line-requests/line-request-effects';
import { OrderItem } from './order-item.entity';
import { OrderProcess } from './order-process';
import { Order } from './order.entity';

/** Open requests expired per batch: a busy sweep never loads them all at once. */
export const REQUEST_EXPIRY_BATCH = 100;
/** Dresses suggested to a renter whose dress was declined. */
export const SIMILAR_DRESSES = 3;

const requestNotFound = () => AppError.notFound('Request not found.', 'REQUEST_NOT_FOUND');

/**
 * Whether `lenderAccountId` has accepted a line of `orderId`, in the caller's transaction: the one
 * place other modules ask it (messages between renter and lender open on an accepted booking).
 */
export async function hasAcceptedLine(manager: EntityManager, orderId: string, lenderAccountId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  const found = await manager
    .getRepository(OrderItem)
    .count({ where: { orderId, lenderAccountId, requestState: 'accepted', isBackup: false }, take: 1 });
  return found > 0;
}

/**
 * Bookings as requests, for the lender (her Requests tab and answers), the admin (answering for a
 * lender, or for the shop's own dresses) and the expiry sweep. Every answer goes through the order
 * process, in one transaction with the order row locked first, as a dispatch locks it.
 */
@Injectable()
export class LineRequestsService {
  private readonly logger = new Logger('Requests');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly process: OrderProcess,
    private readonly products: ProductsService,
  ) {}

  /** Her requests: open ones first, soonest deadline first, then those answered, latest first. */
  async lenderRequests(lenderAccountId: string, window: PageWindow): Promise<ListPage<LenderRequestView>> {
    const [rows, total] = await this.dataSource
      .getRepository(OrderItem)
      .createQueryBuilder('i')
      .where('i.lenderAccountId = :lenderAccountId AND i.isBackup = :no', { lenderAccountId, no: false })
      .orderBy("CASE WHEN i.requestState = 'requested' THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy("CASE WHEN i.requestState = 'requested' THEN i.requestDeadline ELSE NULL END", 'ASC')
      .addOrderBy('i.answeredAt', 'DESC')
      .addOrderBy('i.id', 'ASC')
      .skip(window.offset)
      .take(window.pageSize)
      .getManyAndCount();
    const backups =
      rows.length === 0
        ? []
        : await this.dataSource
            .getRepository(OrderItem)
            .find({ where: { orderId: In([...new Set(rows.map((r) => r.orderId))]), isBackup: true } });
    return listPage(
      rows.map((row) =>
        this.view(
          row,
          backups.find((b) => b.orderId === row.orderId && b.productId === row.productId && b.startDate === row.startDate),
        ),
      ),
      total,
      window,
    );
  }

  /** The lender answers one of her requests: 404 for a line not hers, 409 once answered or expired. */
  async answerAsLender(lenderAccountId: string, itemId: string, input: RequestAnswerInput): Promise<LenderRequestView> {
    const item = await this.findItem({ id: itemId, lenderAccountId });
    await this.answer(item, input, { by: 'lender' });
    return this.view(await this.dataSource.getRepository(OrderItem).findOneByOrFail({ id: item.id }));
  }

  /** The admin answers for a lender who does not, or for the shop's own dress. */
  async answerAsAdmin(orderId: string, itemId: string, input: RequestAnswerInput): Promise<void> {
    if (!isUuid(orderId)) throw requestNotFound();
    const item = await this.findItem({ id: itemId, orderId });
    await this.answer(item, input, { by: 'admin' });
  }

  /** How she answered the requests of the last RESPONSE_STATS_DAYS days. */
  async responseStats(lenderAccountId: string, now: Date = new Date()): Promise<ResponseStats> {
    const since = new Date(now.getTime() - RESPONSE_STATS_DAYS * 86_400_000);
    const rows = await this.dataSource
      .getRepository(OrderItem)
      .createQueryBuilder('i')
      .innerJoin(Order, 'o', 'o.id = i.orderId')
      .select(['i.requestState AS state', 'i.answeredBy AS answeredBy', 'i.answeredAt AS answeredAt', 'o.createdAt AS requestedAt'])
      .where('i.lenderAccountId = :lenderAccountId AND i.isBackup = :no AND o.createdAt >= :since', { lenderAccountId, no: false, since })
      .getRawMany<{
        state: LineRequestState;
        answeredBy: RequestAnswer['by'] | null;
        answeredAt: Date | string | null;
        requestedAt: Date | string;
      }>();
    const asDate = (value: Date | string) =>
      value instanceof Date ? value : new Date(/Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
    return responseStats(
      rows.map((r) => ({
        state: r.state,
        answeredBy: r.answeredBy,
        answeredAt: r.answeredAt === null ? null : asDate(r.answeredAt),
        requestedAt: asDate(r.requestedAt),
      })),
    );
  }

  /** Expires every request whose deadline has passed at `now`, each in its own transaction; returns how many. */
  async expireDue(now: Date): Promise<number> {
    let expired = 0;
    let after: string | null = null;
    for (;;) {
      const batch: OrderItem[] = await this.dataSource.getRepository(OrderItem).find({
        where: {
          requestState: 'requested',
          isBackup: false,
          requestDeadline: LessThanOrEqual(now),
          ...(after === null ? {} : { id: MoreThan(after) }),
        },
        order: { id: 'ASC' },
        take: REQUEST_EXPIRY_BATCH,
      });
      for (const item of batch) {
        try {
          if (await this.settle(item, 'expired', { by: 'expiry' }, now)) expired++;
        } catch (error) {
          // Answered or dispatched meanwhile (another replica, the lender, the admin): nothing to expire.
          if (error instanceof AppError && error.kind === 'conflict') continue;
          throw error;
        }
      }
      if (batch.length < REQUEST_EXPIRY_BATCH) return expired;
      after = batch[batch.length - 1].id;
    }
  }

  private async findItem(where: { id: string; lenderAccountId?: string; orderId?: string }): Promise<OrderItem> {
    if (!isUuid(where.id)) throw requestNotFound();
    const item = await this.dataSource.getRepository(OrderItem).findOneBy({ ...where, isBackup: false });
    if (!item) throw requestNotFound();
    return item;
  }

  private async answer(item: OrderItem, input: RequestAnswerInput, answer: RequestAnswer): Promise<void> {
    if (input.decision === 'decline' && !input.reason) throw AppError.invalid(DECLINE_REASON_MESSAGE, 'REQUEST_REASON_INVALID');
    const to = input.decision === 'accept' ? 'accepted' : 'declined';
    await this.settle(item, to, { ...answer, reason: input.reason ?? null, note: input.note ?? null }, new Date());
  }

  /** Locks the order, re-reads the line under the lock, and has the order process answer it. */
  private async settle(item: OrderItem, to: LineRequestState, answer: RequestAnswer, now: Date): Promise<boolean> {
    const similar = to === 'accepted' ? [] : await this.similarDresses(item);
    await serialTransaction(this.dataSource, async (manager) => {
      let query = manager.createQueryBuilder(Order, 'o').where('o.id = :id', { id: item.orderId });
      if (manager.connection.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
      const order = await query.getOne();
      const line = await manager.getRepository(OrderItem).findOneBy({ id: item.id });
      if (!order || !line) throw requestNotFound();
      await this.process.answerRequest(manager, order, line, to, answer, now, similar);
    });
    return true;
  }

  /** Up to SIMILAR_DRESSES dresses of the same category with her size free on her dates (best effort: none when it cannot tell). */
  private async similarDresses(item: OrderItem): Promise<SimilarDressFacts[]> {
    try {
      if (!item.productId || !item.startDate) return [];
      const product = (await this.products.findMany([item.productId])).get(item.productId);
      if (!product) return [];
      const free = await this.products.list({
        category: product.category,
        size: item.size,
        availableOn: item.startDate,
        duration: String(item.duration) as '2' | '4',
      });
      return free
        .filter((p) => p.id !== item.productId)
        .slice(0, SIMILAR_DRESSES)
        .map((p) => ({ name: p.name, slug: p.slug, price: p.basePrice }));
    } catch (error) {
      this.logger.warn(`No similar dresses for ${item.id}: ${String(error)}`);
      return [];
    }
  }

  private view(row: OrderItem, backup?: OrderItem): LenderRequestView {
    return {
      id: row.id,
      orderReference: orderReference(row.orderId),
      productId: row.productId,
      productName: row.productName,
      size: row.size,
      backupSize: backup?.size ?? null,
      duration: row.duration as RentalDuration,
      quantity: row.quantity,
      startDate: row.startDate ?? '',
      endDate: row.endDate ?? '',
      share: formatPence(lenderSharePence(toPence(row.unitPrice) * row.quantity)),
      state: row.requestState,
      deadline: row.requestDeadline ? row.requestDeadline.toISOString() : null,
      answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
      answeredBy: row.answeredBy,
      declineReason: row.declineReason as DeclineReason | null,
      declineNote: row.declineNote,
    };
  }
}
