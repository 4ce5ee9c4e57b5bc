import { Inject, type OnModuleInit } from '@nestjs/common';
import type { JobSchedule } from './domain/period';
import { JobRunner } from './job-runner.service';

/**
 * A job that runs once per period across all replicas. `run` must be idempotent: a run that
 * fails is retried later in the same period, and a holder that dies mid-run is taken over.
 */
export interface ScheduledJob {
  /** Unique; the lease's `job` column (64 characters at most). */
  readonly name: string;
  readonly schedule: JobSchedule;
  /**
   * Longer than any run takes: an unfinished lease this old is taken to belong to a replica that
   * died mid-run, and another replica runs the period again. Shorter than the period, or a dead
   * run's period is simply skipped.
   */
  readonly leaseTimeoutMs: number;
  /** `now` is the instant the run was started for: a test may pass any. */
  run(now: Date): Promise<void>;
}

/**
 * A module's job as an @Injectable() provider: it registers itself with the JobRunner when its
 * module starts, so the module need only list it (and import JobsModule).
 */
export abstract class RegisteredJob implements ScheduledJob, OnModuleInit {
  abstract readonly name: string;
  abstract readonly schedule: ScheduledJob['schedule'];
  abstract readonly leaseTimeoutMs: number;

  // Injected by property so a job's constructor names only what its run() needs.
  @Inject(JobRunner) private readonly runner!: JobRunner;

  onModuleInit(): void {
    this.runner.register(this);
  }

  abstract run(now: Date): Promise<void>;
}
