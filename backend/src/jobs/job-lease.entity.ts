import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who runs a scheduled job for one period. The primary key is the job and its period, so of the
 * replicas that try to insert the same row exactly one succeeds: that one runs the job.
 */
@Entity('job_leases')
export class JobLease {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  job: string;

  /** The period's key (jobs/domain/period.ts), e.g. `2026-11-25T08` for an hourly job. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  period: string;

  /** The replica that holds it: host, process and a random part. */
  @Column({ type: 'varchar', length: 128 })
  holder: string;

  @Column({ type: 'datetime' })
  takenAt: Date;

  /** Null while the job runs (or when its holder died mid-run: see JobLeases.take). */
  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
