import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { PROMO_ERROR_CODES, PromoProblem, PromotionView, formatPence, normalisePromoCode, promoMessage, toPence } from '@dw/contracts';
import { LIKE_ESCAPE, listWindow } from '../common/admin-list/list-window';
import { ListPage, listPage } from '../common/paging/page-window';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { isUuid } from '../common/uuid';
import { serialTransaction } from '../common/serial-transaction';
import { PromotionTerms, discountPence, termsProblem, usageProblem } from './domain/promotion-rules';
import { PromotionInputDto } from './dto/promotion-input.dto';
import { PromotionListQueryDto } from './dto/promotion-list-query.dto';
import { toPromotionView } from './dto/promotion.view';
import { PromotionRedemption } from './promotion-redemption.entity';
import { Promotion } from './promotion.entity';

/** A code as priced into a quote: the pence off, or why it cannot be used. */
export type PromotionOutcome =
  | { applies: true; code: string; promotionId: string; discount: (subtotalPence: number) => number }
  | { applies: false; code: string; problem: PromoProblem; error: AppError };

/** What the checkout's transaction tells redeem(). */
export interface Redemption {
  promotionId: string;
  orderId: string;
  renterEmail: string;
  discountPence: number;
  /** The renter's earlier orders that were not cancelled, counted once the code's row is locked. */
  renterOrders: () => Promise<number>;
}

/** Problems of the code itself or the order's size: the request cannot work as sent. The rest conflict with redemptions. */
const INVALID_PROBLEMS: ReadonlySet<PromoProblem> = new Set(['unknown', 'notStarted', 'expired', 'ended', 'belowMinimum']);

const promotionNotFound = () => AppError.notFound('Promotion not found.', 'PROMOTION_NOT_FOUND');

@Injectable()
export class PromotionsService {
  constructor(
    @InjectRepository(Promotion) private readonly promotions: Repository<Promotion>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Whether `rawCode` takes anything off an order of `subtotalPence` rental fees today, by the rules
   * that need no renter (the cart's quote, and checkout before its transaction).
   */
  async evaluate(rawCode: string, subtotalPence: number, today: string): Promise<PromotionOutcome> {
    const code = normalisePromoCode(rawCode);
    const promotion = code ? await this.promotions.findOneBy({ code }) : null;
    if (!promotion) return refused(code, 'unknown', null);
    const terms = termsOf(promotion);
    const problem =
      termsProblem(terms, today, subtotalPence) ??
      usageProblem(terms, { redemptions: promotion.redemptionCount, renterRedemptions: null, renterOrders: null });
    if (problem) return refused(code, problem, terms.minSpendPence);
    return { applies: true, code, promotionId: promotion.id, discount: (subtotal) => discountPence(terms, subtotal) };
  }

  /**
   * Counts one use inside the order's transaction. The conditional UPDATE takes the code's row lock
   * (MariaDB) or runs alone (SQLite's queue), so of twenty orders racing for a one-use code exactly
   * one raises the count; the per-renter and first-order rules are counted behind that lock.
   */
  async redeem(manager: EntityManager, redemption: Redemption): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(Promotion)
      .set({ redemptionCount: () => 'redemptionCount + 1' })
      .where('id = :id AND (totalLimit IS NULL OR redemptionCount < totalLimit)', { id: redemption.promotionId })
      .execute();
    const promotion = await manager.findOneByOrFail(Promotion, { id: redemption.promotionId });
    const terms = termsOf(promotion);
    if (!result.affected) throw refused(promotion.code, 'usedUp', terms.minSpendPence).error;
    const renterRedemptions = await manager.countBy(PromotionRedemption, {
      promotionId: promotion.id,
      renterEmail: redemption.renterEmail,
    });
    const renterOrders = terms.firstOrderOnly ? await redemption.renterOrders() : 0;
    // The count already holds this order: the limit is checked against the others.
    const problem = usageProblem(terms, { redemptions: promotion.redemptionCount - 1, renterRedemptions, renterOrders });
    if (problem) throw refused(promotion.code, problem, terms.minSpendPence).error;
    await manager.insert(PromotionRedemption, {
      id: randomUUID(),
      promotionId: promotion.id,
      orderId: redemption.orderId,
      renterEmail: redemption.renterEmail,
      discount: formatPence(redemption.discountPence),
      createdAt: new Date(),
    });
  }

  /** The Promotions tab: newest first, `q` on the code or description. */
  async list(query: PromotionListQueryDto): Promise<ListPage<PromotionView>> {
    const window = listWindow(query);
    const qb = this.promotions.createQueryBuilder('p');
    if (window.contains) {
      qb.andWhere(`(LOWER(p.code) LIKE :pattern ESCAPE '${LIKE_ESCAPE}' OR LOWER(p.description) LIKE :pattern ESCAPE '${LIKE_ESCAPE}')`, {
        pattern: window.contains,
      });
    }
    if (window.createdFrom) qb.andWhere('p.createdAt >= :from', { from: window.createdFrom });
    if (window.createdBefore) qb.andWhere('p.createdAt < :before', { before: window.createdBefore });
    const [rows, total] = await qb
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .skip(window.offset)
      .take(window.pageSize)
      .getManyAndCount();
    return listPage(rows.map(toPromotionView), total, window);
  }

  async create(input: PromotionInputDto): Promise<PromotionView> {
    const now = new Date();
    const id = randomUUID();
    await this.saveUnique(() =>
      serialTransaction(this.dataSource, (m) =>
        m.insert(Promotion, { id, ...fieldsOf(input), redemptionCount: 0, endedAt: null, createdAt: now, updatedAt: now }),
      ),
    );
    return this.view(id);
  }

  /** Edits every field; a code already used keeps its name, so the orders and e-mails that quote it stay true. */
  async update(id: string, input: PromotionInputDto): Promise<PromotionView> {
    const current = await this.found(id);
    if (current.redemptionCount > 0 && input.code !== current.code) {
      throw AppError.conflict(`${current.code} has been used, so its code cannot change. End it and create a new one.`, 'CONFLICT');
    }
    await this.saveUnique(() =>
      serialTransaction(this.dataSource, (m) => m.update(Promotion, { id }, { ...fieldsOf(input), updatedAt: new Date() })),
    );
    return this.view(id);
  }

  /** Ends a code for good; ending it again changes nothing. Orders that used it keep their discount. */
  async end(id: string): Promise<PromotionView> {
    const current = await this.found(id);
    if (!current.endedAt) {
      await serialTransaction(this.dataSource, (m) => m.update(Promotion, { id }, { endedAt: new Date(), updatedAt: new Date() }));
    }
    return this.view(id);
  }

  private async view(id: string): Promise<PromotionView> {
    return toPromotionView(await this.found(id));
  }

  private async found(id: string): Promise<Promotion> {
    const promotion = isUuid(id) ? await this.promotions.findOneBy({ id }) : null;
    if (!promotion) throw promotionNotFound();
    return promotion;
  }

  private async saveUnique(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw AppError.conflict('Another promotion already has this code.', 'PROMO_CODE_TAKEN');
      throw error;
    }
  }
}

/** The columns an admin sets; the other kind's amount is cleared so a promotion is one kind only. */
function fieldsOf(input: PromotionInputDto) {
  if (input.validFrom && input.validTo && input.validTo < input.validFrom) {
    throw AppError.invalid('Valid to must not be before valid from.');
  }
  return {
    code: input.code,
    description: input.description?.trim() ?? '',
    kind: input.kind,
    amountOff: input.kind === 'fixed' ? (input.amountOff ?? null) : null,
    percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
    minSpend: input.minSpend ?? null,
    validFrom: input.validFrom ?? null,
    validTo: input.validTo ?? null,
    totalLimit: input.totalLimit ?? null,
    perRenterLimit: input.perRenterLimit ?? null,
    firstOrderOnly: input.firstOrderOnly ?? false,
  };
}

function termsOf(p: Promotion): PromotionTerms {
  return {
    kind: p.kind,
    amountOffPence: p.amountOff === null ? null : toPence(p.amountOff),
    percentOff: p.percentOff,
    minSpendPence: p.minSpend === null ? null : toPence(p.minSpend),
    validFrom: p.validFrom,
    validTo: p.validTo,
    totalLimit: p.totalLimit,
    perRenterLimit: p.perRenterLimit,
    firstOrderOnly: p.firstOrderOnly,
    ended: p.endedAt !== null,
  };
}

function refused(code: string, problem: PromoProblem, minSpendPence: number | null): PromotionOutcome & { applies: false } {
  const message = promoMessage(problem, code, minSpendPence);
  const errorCode = PROMO_ERROR_CODES[problem];
  const error = INVALID_PROBLEMS.has(problem) ? AppError.invalid(message, errorCode) : AppError.conflict(message, errorCode);
  return { applies: false, code, problem, error };
}
