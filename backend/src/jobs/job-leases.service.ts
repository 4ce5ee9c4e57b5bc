import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { JobLease } from './job-lease.entity';

/** The job_leases table: who runs which job for which period. */
@Injectable()
export class JobLeases {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * True when this holder may run `job` for `period`. The INSERT only one replica can win decides;
   * a duplicate key means another has it. An unfinished lease older than `timeoutMs` belongs to a
   * replica that died mid-run: it is taken over with one conditional UPDATE only one replica can win.
   */
  async take(job: string, period: string, holder: string, now: Date, timeoutMs: number): Promise<boolean> {
    try {
      await serialTransaction(this.dataSource, (m) =>
        m.getRepository(JobLease).insert({ job, period, holder, takenAt: now, finishedAt: null }),
      );
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const staleBefore = new Date(now.getTime() - timeoutMs);
    const result = await serialTransaction(this.dataSource, (m) =>
      m
        .createQueryBuilder()
        .update(JobLease)
        .set({ holder, takenAt: now })
        .where('job = :job AND period = :period AND finishedAt IS NULL AND takenAt < :staleBefore', { job, period, staleBefore })
        .execute(),
    );
    return result.affected === 1;
  }

  async finish(job: string, period: string, holder: string, now: Date): Promise<void> {
    await serialTransaction(this.dataSource, (m) => m.getRepository(JobLease).update({ job, period, holder }, { finishedAt: now }));
  }

  /** A run that failed gives its period back, so a later check (on any replica) tries again. */
  async release(job: string, period: string, holder: string): Promise<void> {
    await serialTransaction(this.dataSource, (m) => m.getRepository(JobLease).delete({ job, period, holder, finishedAt: IsNull() }));
  }

  async find(job: string, period: string): Promise<JobLease | null> {
    return this.dataSource.getRepository(JobLease).findOneBy({ job, period });
  }

  /** Leases of periods long past: their periods never come again. Returns how many went. */
  async purgeFinishedBefore(cutoff: Date): Promise<number> {
    const result = await serialTransaction(this.dataSource, (m) => m.getRepository(JobLease).delete({ finishedAt: LessThan(cutoff) }));
    return result.affected ?? 0;
  }
}
