import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan, MoreThanOrEqual } from 'typeorm';
import { todayInLondon } from '@dw/contracts';
import { FreshRead } from '../common/fresh-read';
import { readVersionRow } from '../common/version-row';
import { BookingChange } from './booking-change.entity';
import { stateOf } from './booking-log';
import { Booking } from './booking.entity';
import { BOOKINGS_STATE_ID } from './bookings-state.entity';
import { HoldLedger, dayNo } from './domain/hold-ledger';

/** More changes than this to catch up on: reading the bookings again is cheaper. */
const MAX_CATCH_UP = 20_000;

/**
 * This replica's copy of every hold that has not ended (docs/decisions/0026-holds-ledger.md), for
 * the catalogue's "available on": loaded once, then brought up to date from booking_changes, so a
 * dated question costs a version read and a walk over the few days of holds its window can touch,
 * whatever the number of orders. Checkout never asks it: reserve() counts in the database, under lock.
 */
@Injectable()
export class HoldLedgerService {
  private ledger: HoldLedger | null = null;
  private version = 0;
  private syncing: Promise<void> | null = null;
  private readonly versions = new FreshRead(() => readVersionRow(this.dataSource, 'bookings_state', BOOKINGS_STATE_ID));

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The ledger with every booking write committed before the call (on any replica), and its bookings version. */
  async current(): Promise<{ version: number; ledger: HoldLedger }> {
    const target = await this.versions.get();
    // A sync already running may have read the changes before `target` committed: then one more.
    for (let round = 0; !this.ledger || this.version < target; round++) {
      if (round === 3) throw new Error(`hold ledger stuck at bookings version ${this.version} < ${target}`);
      this.syncing ??= this.sync(target).finally(() => (this.syncing = null));
      await this.syncing;
    }
    this.ledger.advanceTo(dayNo(todayInLondon()));
    return { version: this.version, ledger: this.ledger };
  }

  private async sync(target: number): Promise<void> {
    if (!this.ledger) return this.load();
    const changes = await this.changesSince(this.version);
    // Changes older than the log keeps (24 hours) are gone: start again from the bookings.
    if (changes.length === 0 || changes.length > MAX_CATCH_UP || changes[0].version !== this.version + 1) {
      if (target > this.version) return this.load();
      return;
    }
    for (const change of changes) this.ledger.apply(change);
    this.version = changes[changes.length - 1].version;
  }

  /**
   * Every booking still holding days, then the changes logged since the version read first. The
   * bookings may already show some of those changes; replaying a booking's state again is harmless.
   */
  private async load(): Promise<void> {
    const version = await readVersionRow(this.dataSource, 'bookings_state', BOOKINGS_STATE_ID);
    const today = todayInLondon();
    const rows = await this.dataSource.getRepository(Booking).find({
      select: { id: true, productId: true, size: true, units: true, holdFrom: true, holdUntil: true },
      where: { holdUntil: MoreThanOrEqual(today) },
    });
    const ledger = new HoldLedger(dayNo(today));
    for (const b of rows) ledger.apply(stateOf(b));
    const changes = await this.changesSince(version);
    for (const change of changes) ledger.apply(change);
    this.ledger = ledger;
    this.version = changes.at(-1)?.version ?? version;
  }

  private changesSince(version: number): Promise<BookingChange[]> {
    return this.dataSource.getRepository(BookingChange).find({
      where: { version: MoreThan(version) },
      order: { version: 'ASC' },
      take: MAX_CATCH_UP + 1,
    });
  }
}
