import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { serialTransaction } from '../common/serial-transaction';
import { returnReminderDay } from './domain/return-reminder';
import { OrderProcess } from './order-process';
import { Order } from './order.entity';

/** Orders read per batch: a busy day's returns never load at once. */
export const RETURN_REMINDER_BATCH = 100;

/**
 * The renter's reminder the day before her return post (the job runs it hourly; from 09:00 UK it
 * reminds every dispatched order whose last rental day is today). Each order is reminded in a
 * transaction of its own, stamped with the queue, so a rerun or a second replica sends nothing more.
 */
@Injectable()
export class ReturnRemindersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly process: OrderProcess,
  ) {}

  /** Queues the reminders due at `now`; returns how many this call queued. */
  async sendDue(now: Date): Promise<number> {
    const day = returnReminderDay(now);
    if (!day) return 0;
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      // Keyset paging by id: an order reminded meanwhile drops out, and none is read twice.
      const batch = await this.dataSource.getRepository(Order).find({
        select: { id: true, customerName: true, customerEmail: true, rentalEndDate: true, status: true },
        // No bound on the first read: MariaDB's uuid column compares no id with ''.
        where: {
          status: 'processing',
          rentalEndDate: day.rentalEndDate,
          returnReminderSentAt: IsNull(),
          ...(after === null ? {} : { id: MoreThan(after) }),
        },
        order: { id: 'ASC' },
        take: RETURN_REMINDER_BATCH,
      });
      for (const order of batch) {
        const queued = await serialTransaction(this.dataSource, (manager) =>
          this.process.remindReturn(manager, order, day.returnPost, now),
        );
        if (queued) sent++;
      }
      if (batch.length < RETURN_REMINDER_BATCH) return sent;
      after = batch[batch.length - 1].id;
    }
  }
}
