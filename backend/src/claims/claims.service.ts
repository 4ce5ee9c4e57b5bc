import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import {
  CLAIM_MESSAGES,
  ClaimChargeView,
  ClaimView,
  ClaimViewStatus,
  Recorder,
  formatPence,
  orderReference,
  todayInLondon,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { serialTransaction } from '../common/serial-transaction';
import { isUuid } from '../common/uuid';
import { LendersService } from '../lenders/lenders.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderReceiptsService } from '../orders/order-receipts.service';
import { PaymentsService } from '../payments/payments.service';
import { EarningsLedgerService } from '../payouts/earnings-ledger.service';
import { ConditionRecordsService } from '../returns/condition-records.service';
import { Claim } from './claim.entity';
import { ClaimAnswerDto, ClaimDecisionDto, ClaimInputDto } from './dto/claim.dto';
import {
  answerDueAt,
  answerRefusal,
  claimCapPence,
  claimViewStatus,
  decisionOutcome,
  insuranceCoverPence,
  openingRefusal,
} from './domain/claim-rules';

/** Who opens a claim: the admin on any line, a lender only on her own dresses. */
export interface Claimant {
  by: Recorder;
  lenderAccountId: string | null;
}

const claimNotFound = () => AppError.notFound('Claim not found.', 'CLAIM_NOT_FOUND');
const lineNotFound = () => AppError.notFound('Rental line not found.', 'NOT_FOUND');

/**
 * Damage claims: opened within the 48-hour window after a dress is back, answered by the renter
 * within 72 hours, decided by the admin. The line's earning is held while a claim is open and freed
 * by the decision, with any award added to the lender's next payout; a charge to the renter is
 * recorded as owed through the payments module and charged to her saved card once the decision has
 * committed. Every change and its e-mails are one transaction.
 */
@Injectable()
export class ClaimsService {
  private readonly logger = new Logger('Claims');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly receipts: OrderReceiptsService,
    private readonly records: ConditionRecordsService,
    private readonly earnings: EarningsLedgerService,
    private readonly payments: PaymentsService,
    private readonly notifications: NotificationsService,
    private readonly lenders: LendersService,
  ) {}

  async open(input: ClaimInputDto, claimant: Claimant): Promise<ClaimView> {
    const now = new Date();
    const id = await serialTransaction(this.dataSource, async (m) => {
      const line = await this.receipts.claimableLine(m, input.orderItemId);
      // Another lender's line reads as unknown: ids tell nothing about other lenders' rentals.
      if (claimant.by === 'lender' && line.lenderAccountId !== claimant.lenderAccountId) throw lineNotFound();
      const cap = claimCapPence(line.retailPricePence);
      if (input.amountPence > cap) throw AppError.invalid(CLAIM_MESSAGES.amountTooHigh(cap));
      const records = await this.records.ofItem(m, line.orderItemId);
      const recorded = new Set(records.flatMap((r) => r.photos));
      if ((input.photos ?? []).some((p) => !recorded.has(p))) throw AppError.invalid(CLAIM_MESSAGES.photoNotInRecord);
      if (await m.getRepository(Claim).existsBy({ orderItemId: line.orderItemId })) {
        throw AppError.conflict(CLAIM_MESSAGES.alreadyClaimed, 'CLAIM_EXISTS');
      }
      const refusal = openingRefusal(this.records.claimWindowEndOf(records), now);
      if (refusal) throw AppError.conflict(refusal.message, refusal.late ? 'CLAIM_WINDOW_CLOSED' : 'NOT_RECEIVED');
      const claim: Claim = {
        id: randomUUID(),
        orderId: line.orderId,
        orderItemId: line.orderItemId,
        lenderAccountId: line.lenderAccountId,
        productName: line.productName,
        size: line.size,
        status: 'open',
        openedBy: claimant.by,
        description: input.description,
        photos: [...new Set(input.photos ?? [])],
        amountPence: input.amountPence,
        openedAt: now,
        answerDueAt: answerDueAt(now),
        answer: null,
        answerPhoto: null,
        answeredAt: null,
        decision: null,
        decidedPence: null,
        decisionNote: null,
        decidedAt: null,
      };
      try {
        await m.insert(Claim, claim);
      } catch (error) {
        // The lender and the admin claiming the same line at once: one claim, the other told.
        if (isDuplicateKeyError(error)) throw AppError.conflict(CLAIM_MESSAGES.alreadyClaimed, 'CLAIM_EXISTS');
        throw error;
      }
      await this.earnings.holdForClaim(m, line.orderItemId);
      await this.notifications.queue(m, {
        kind: 'claim-opened',
        to: line.customerEmail,
        order: { id: line.orderId, customerName: line.customerName },
        accessToken: await this.receipts.renterToken(m, line.orderId),
        dress: { productName: line.productName, size: line.size },
        description: claim.description,
        amount: formatPence(claim.amountPence),
        answerDueAt: claim.answerDueAt.toISOString(),
      });
      return claim.id;
    });
    return this.view(id);
  }

  /** The renter's answer, from her order page (its token), once and within 72 hours. */
  async answer(orderId: string, token: unknown, claimId: string, input: ClaimAnswerDto): Promise<ClaimView> {
    await this.receipts.assertRenterAccess(orderId, token);
    const now = new Date();
    await serialTransaction(this.dataSource, async (m) => {
      const claim = isUuid(claimId) ? await m.getRepository(Claim).findOneBy({ id: claimId, orderId }) : null;
      if (!claim) throw claimNotFound();
      const refusal = answerRefusal(claim.status, claim.answerDueAt, now);
      if (refusal)
        throw AppError.conflict(
          refusal,
          claim.status === 'decided' ? 'CLAIM_DECIDED' : claim.status === 'answered' ? 'CLAIM_ANSWERED' : 'CLAIM_ANSWER_CLOSED',
        );
      const moved = await m
        .getRepository(Claim)
        .update({ id: claim.id, status: 'open' }, { status: 'answered', answer: input.answer, answeredAt: now });
      if (!moved.affected) throw AppError.conflict(CLAIM_MESSAGES.alreadyAnswered, 'CLAIM_ANSWERED');
    });
    return this.view(claimId);
  }

  /** The admin's decision: the renter charged, the insurance paying, or rejected; told to both. */
  async decide(claimId: string, input: ClaimDecisionDto): Promise<ClaimView> {
    const now = new Date();
    const owedId = await serialTransaction(this.dataSource, async (m) => {
      const claim = isUuid(claimId) ? await m.getRepository(Claim).findOneBy({ id: claimId }) : null;
      if (!claim) throw claimNotFound();
      const line = await this.receipts.claimableLine(m, claim.orderItemId);
      const outcome = decisionOutcome(claim, input.decision, input.amountPence ?? undefined, insuranceCoverPence(line.orderInsurancePence));
      if ('refusal' in outcome) {
        if (outcome.conflict) throw AppError.conflict(outcome.refusal, claim.status === 'decided' ? 'CLAIM_DECIDED' : 'CONFLICT');
        throw AppError.invalid(outcome.refusal);
      }
      const decided = await m
        .getRepository(Claim)
        .createQueryBuilder()
        .update()
        .set({
          status: 'decided',
          decision: input.decision,
          decidedPence: outcome.amountPence,
          decisionNote: input.note?.trim() || null,
          decidedAt: now,
        })
        .where('id = :id AND status <> :decided', { id: claim.id, decided: 'decided' })
        .execute();
      if (!decided.affected) throw AppError.conflict(CLAIM_MESSAGES.alreadyDecided, 'CLAIM_DECIDED');
      let owed: string | null = null;
      if (input.decision === 'charge-renter') {
        owed = await this.payments.oweCharge(m, {
          orderId: claim.orderId,
          amountPence: outcome.amountPence,
          reason: `Damage claim: ${claim.productName}, UK ${claim.size}`,
          source: claimSource(claim.id),
        });
      }
      const award =
        claim.lenderAccountId && outcome.amountPence > 0
          ? {
              lenderAccountId: claim.lenderAccountId,
              orderId: claim.orderId,
              productName: claim.productName,
              size: claim.size,
              amountPence: outcome.amountPence,
              today: todayInLondon(now),
            }
          : null;
      await this.earnings.settleClaim(m, claim.orderItemId, award);
      await this.tellDecision(m, claim, line, input.decision, outcome.amountPence);
      return owed;
    });
    // The card is asked once the decision has committed, never inside it; if this try does not
    // finish, the payments sweep charges it (same idempotency key).
    if (owedId) {
      await this.payments.chargeOwed(owedId).catch((error: unknown) => {
        this.logger.warn(`Damage charge of claim ${claimId} left for the sweep: ${String(error)}`);
      });
    }
    return this.view(claimId);
  }

  /** The admin's Claims tab: newest first, by status (unanswered: open and past its deadline). */
  async list(status: ClaimViewStatus | undefined, window: PageWindow): Promise<ListPage<ClaimView>> {
    return this.page(this.filtered(status, new Date()), window);
  }

  /** Her claims, newest first. */
  async forLender(lenderAccountId: string, status: ClaimViewStatus | undefined, window: PageWindow): Promise<ListPage<ClaimView>> {
    return this.page(this.filtered(status, new Date()).andWhere('c.lenderAccountId = :lenderAccountId', { lenderAccountId }), window);
  }

  /** The claims on her order, for her order page (its token). */
  async forRenter(orderId: string, token: unknown, window: PageWindow): Promise<ListPage<ClaimView>> {
    await this.receipts.assertRenterAccess(orderId, token);
    return this.page(this.filtered(undefined, new Date()).andWhere('c.orderId = :orderId', { orderId }), window);
  }

  async view(id: string): Promise<ClaimView> {
    const claim = await this.dataSource.getRepository(Claim).findOneBy({ id });
    if (!claim) throw claimNotFound();
    return (await this.withCharges([claim], new Date()))[0];
  }

  /** Claims as views, with the renter's charge where one was decided. */
  private async withCharges(claims: readonly Claim[], now: Date): Promise<ClaimView[]> {
    const charged = claims.filter((c) => c.decision === 'charge-renter');
    const owed = await this.payments.owedBySource(charged.map((c) => claimSource(c.id)));
    return claims.map((c) => {
      const row = owed.get(claimSource(c.id));
      const charge = row
        ? {
            amount: formatPence(row.amountPence),
            state: row.state,
            failureCode: row.failureCode,
            collectedAt: row.collectedAt?.toISOString() ?? null,
          }
        : null;
      return toClaimView(c, now, charge);
    });
  }

  private filtered(status: ClaimViewStatus | undefined, now: Date): SelectQueryBuilder<Claim> {
    const qb = this.dataSource.getRepository(Claim).createQueryBuilder('c');
    if (status === 'open') qb.where('c.status = :open AND c.answerDueAt >= :now', { open: 'open', now });
    else if (status === 'unanswered') qb.where('c.status = :open AND c.answerDueAt < :now', { open: 'open', now });
    else if (status) qb.where('c.status = :status', { status });
    return qb;
  }

  private async page(qb: SelectQueryBuilder<Claim>, window: PageWindow): Promise<ListPage<ClaimView>> {
    const [rows, total] = await qb
      .orderBy('c.openedAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .skip(window.offset)
      .take(window.pageSize)
      .getManyAndCount();
    return listPage(await this.withCharges(rows, new Date()), total, window);
  }

  private async tellDecision(
    m: EntityManager,
    claim: Claim,
    line: { customerEmail: string; customerName: string },
    decision: ClaimDecisionDto['decision'],
    pence: number,
  ): Promise<void> {
    const dress = { productName: claim.productName, size: claim.size };
    const amount = formatPence(pence);
    await this.notifications.queue(m, {
      kind: 'claim-decided',
      to: line.customerEmail,
      order: { id: claim.orderId, customerName: line.customerName },
      accessToken: await this.receipts.renterToken(m, claim.orderId),
      dress,
      decision,
      amount,
    });
    if (!claim.lenderAccountId) return;
    const lender = (await this.lenders.contactsOf(m, [claim.lenderAccountId])).get(claim.lenderAccountId);
    if (!lender) return;
    await this.notifications.queue(m, {
      kind: 'lender-claim-decided',
      to: lender.email,
      lenderId: lender.id,
      lenderName: lender.fullName,
      orderId: claim.orderId,
      dress,
      decision,
      amount,
    });
  }
}

/** The owed charge a claim's charge-renter decision records: one per claim. */
export const claimSource = (claimId: string) => `claim:${claimId}`;

export function toClaimView(c: Claim, now: Date, charge: ClaimChargeView | null = null): ClaimView {
  return {
    id: c.id,
    orderId: c.orderId,
    orderReference: orderReference(c.orderId),
    orderItemId: c.orderItemId,
    productName: c.productName,
    size: c.size,
    status: claimViewStatus(c.status, c.answerDueAt, now),
    openedBy: c.openedBy,
    description: c.description,
    photos: c.photos,
    amountPence: c.amountPence,
    openedAt: c.openedAt.toISOString(),
    answerDueAt: c.answerDueAt.toISOString(),
    answer: c.answer,
    answerPhoto: c.answerPhoto,
    answeredAt: c.answeredAt?.toISOString() ?? null,
    decision: c.decision,
    decidedPence: c.decidedPence,
    decisionNote: c.decisionNote,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    charge,
  };
}
