import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  CLAIM_MESSAGES,
  ConditionRecordView,
  DispatchPhotosView,
  Recorder,
  ReturnCondition,
  orderReference,
  todayInLondon,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { EarningsLedgerService } from '../payouts/earnings-ledger.service';
import { UploadsService } from '../uploads/uploads.service';
import { ConditionRecord } from './condition-record.entity';
import { claimWindowEnd, receivedOnRefusal } from './domain/receipt-rules';

/** An order line as a condition record names it. */
export interface RecordedLine {
  orderId: string;
  orderItemId: string;
  lenderAccountId: string | null;
  productName: string;
  size: string;
}

export interface DispatchNote {
  note?: string | null;
  photos?: readonly string[];
}

export interface ReturnNote extends DispatchNote {
  receivedOn: string;
  condition: ReturnCondition;
}

/** Who records: the admin, or a lender (whose photos must be her own uploads). */
export interface RecordingParty {
  by: Recorder;
  lenderAccountId: string | null;
}

/**
 * Every dress's condition record: as it left and as it came back, with photos, a note, who and when.
 * Written inside the order's own transaction (its EntityManager) by the orders module; read by the
 * lender area, the renter's order page and the claims.
 */
@Injectable()
export class ConditionRecordsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly earnings: EarningsLedgerService,
  ) {}

  /** 400 unless every photo is the recorder's own usable upload; call before the transaction. */
  async checkPhotos(photos: readonly string[] | undefined, party: RecordingParty, field = 'photos'): Promise<void> {
    await this.uploads.assertUploadsOf(photos ?? [], party.by === 'admin' ? null : party.lenderAccountId, field);
  }

  /** The dispatch record of each line (a dispatch happens once, so a line never has two). */
  async recordDispatch(
    manager: EntityManager,
    lines: readonly RecordedLine[],
    note: DispatchNote,
    party: RecordingParty,
    now: Date,
  ): Promise<void> {
    if (lines.length === 0) return;
    await manager.insert(
      ConditionRecord,
      lines.map((line) => this.row(line, 'dispatch', note, party, now, null, null)),
    );
  }

  /**
   * The return record of each line, and its earning's claim window (48 hours from now). Lines
   * already received are the caller's to leave out (returnedItemIds).
   */
  async recordReturns(
    manager: EntityManager,
    lines: readonly RecordedLine[],
    note: ReturnNote,
    party: RecordingParty,
    now: Date,
  ): Promise<void> {
    if (lines.length === 0) return;
    try {
      await manager.insert(
        ConditionRecord,
        lines.map((line) => this.row(line, 'return', note, party, now, note.condition, note.receivedOn)),
      );
    } catch (error) {
      // The admin and the lender recording the same dress at once: the second is told, nothing is doubled.
      if (isDuplicateKeyError(error)) throw AppError.conflict(CLAIM_MESSAGES.alreadyReceived, 'ALREADY_RECEIVED');
      throw error;
    }
    await this.earnings.openClaimWindow(
      manager,
      lines.map((l) => l.orderItemId),
      claimWindowEnd(now),
    );
  }

  /**
   * The day a dress is received on: the one given (400 for a day in the future or before the
   * dispatch), else today. Only a given day is checked: today is never in the future.
   */
  async checkReceivedOn(manager: EntityManager, orderId: string, receivedOn: string | undefined, today: string): Promise<string> {
    if (receivedOn === undefined) return today;
    const refusal = receivedOnRefusal(receivedOn, today, await this.dispatchedOn(manager, orderId));
    if (refusal) throw AppError.invalid(refusal);
    return receivedOn;
  }

  /** When a claim on a line may no longer be opened: 48 hours after its return record; null while it is not back. */
  claimWindowEndOf(records: readonly ConditionRecord[]): Date | null {
    const back = records.find((r) => r.kind === 'return');
    return back ? claimWindowEnd(back.recordedAt) : null;
  }

  /** Which of an order's lines are back already. */
  async returnedItemIds(manager: EntityManager, orderId: string): Promise<Set<string>> {
    const rows = await manager.getRepository(ConditionRecord).find({ select: { orderItemId: true }, where: { orderId, kind: 'return' } });
    return new Set(rows.map((r) => r.orderItemId));
  }

  /** The UK day the order's dresses left, when a dispatch was recorded. */
  async dispatchedOn(manager: EntityManager, orderId: string): Promise<string | null> {
    const row = await manager
      .getRepository(ConditionRecord)
      .findOne({ where: { orderId, kind: 'dispatch' }, order: { recordedAt: 'ASC' } });
    return row ? todayInLondon(row.recordedAt) : null;
  }

  /** A line's records (dispatch, then return). */
  async ofItem(manager: EntityManager, orderItemId: string): Promise<ConditionRecord[]> {
    return manager.getRepository(ConditionRecord).find({ where: { orderItemId }, order: { recordedAt: 'ASC', kind: 'ASC' } });
  }

  /** The admin's view of an order's records, oldest first. */
  async ofOrder(orderId: string, window: PageWindow): Promise<ListPage<ConditionRecordView>> {
    const [rows, total] = await this.dataSource.getRepository(ConditionRecord).findAndCount({
      where: { orderId },
      order: { recordedAt: 'ASC', productName: 'ASC', id: 'ASC' },
      skip: window.offset,
      take: window.pageSize,
    });
    return listPage(rows.map(toView), total, window);
  }

  /** Her dresses' records, newest first. */
  async forLender(lenderAccountId: string, window: PageWindow): Promise<ListPage<ConditionRecordView>> {
    const [rows, total] = await this.dataSource.getRepository(ConditionRecord).findAndCount({
      where: { lenderAccountId },
      order: { recordedAt: 'DESC', id: 'DESC' },
      skip: window.offset,
      take: window.pageSize,
    });
    return listPage(rows.map(toView), total, window);
  }

  /** The renter's order page: her dresses as they left (dispatch photos only, never the return's). */
  async dispatchPhotosOf(orderId: string): Promise<DispatchPhotosView[]> {
    const rows = await this.dataSource
      .getRepository(ConditionRecord)
      .find({ where: { orderId, kind: 'dispatch' }, order: { productName: 'ASC', size: 'ASC', id: 'ASC' } });
    return rows.map((r) => ({
      orderItemId: r.orderItemId,
      productName: r.productName,
      size: r.size,
      photos: r.photos,
      note: r.note,
      recordedAt: r.recordedAt.toISOString(),
    }));
  }

  /** Every photo a record names, so housekeeping keeps them. */
  async referencedImagePaths(): Promise<string[]> {
    const rows = await this.dataSource.getRepository(ConditionRecord).find({ select: { photos: true } });
    return rows.flatMap((r) => r.photos);
  }

  /** Records of these lines, by line (for the claims list). */
  async returnsOf(manager: EntityManager, orderItemIds: readonly string[]): Promise<Map<string, ConditionRecord>> {
    if (orderItemIds.length === 0) return new Map();
    const rows = await manager.getRepository(ConditionRecord).find({ where: { orderItemId: In([...orderItemIds]), kind: 'return' } });
    return new Map(rows.map((r) => [r.orderItemId, r]));
  }

  private row(
    line: RecordedLine,
    kind: ConditionRecord['kind'],
    note: DispatchNote,
    party: RecordingParty,
    now: Date,
    condition: ReturnCondition | null,
    receivedOn: string | null,
  ): ConditionRecord {
    return {
      id: randomUUID(),
      ...line,
      kind,
      condition,
      note: note.note?.trim() || null,
      photos: [...(note.photos ?? [])],
      recordedBy: party.by,
      receivedOn,
      recordedAt: now,
    };
  }
}

export function toView(r: ConditionRecord): ConditionRecordView {
  return {
    id: r.id,
    orderId: r.orderId,
    orderReference: orderReference(r.orderId),
    orderItemId: r.orderItemId,
    productName: r.productName,
    size: r.size,
    kind: r.kind,
    condition: r.condition,
    note: r.note,
    photos: r.photos,
    recordedBy: r.recordedBy,
    receivedOn: r.receivedOn,
    recordedAt: r.recordedAt.toISOString(),
  };
}
