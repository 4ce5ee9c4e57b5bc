import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, AppConfig, CHECK_EVERY_MS } from '../config/app-config';
import { periodKey } from './domain/period';
import { JobLeases } from './job-leases.service';
import type { ScheduledJob } from './scheduled-job';

export { CHECK_EVERY_MS };

/** What one attempt came to: run here, or the period's lease is (or was) held by a replica. */
export type JobOutcome = 'ran' | 'leased';

/**
 * Runs registered jobs once per period across every replica: each replica checks every
 * JOB_CHECK_MS (CHECK_EVERY_MS by default) (a @nestjs/schedule interval, so it stops with the app) and runs a job when it
 * wins the period's lease. SCHEDULED_JOBS=off starts no timer (tests and benches); runNow() runs a
 * job at once, through the same lease.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly running = new Map<string, Promise<JobOutcome>>();
  /** This replica, as written into the leases it takes. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 128);

  constructor(
    private readonly leases: JobLeases,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Called by the module that owns a job, from its onModuleInit. */
  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
  }

  onApplicationBootstrap(): void {
    if (!this.config.scheduledJobs) return;
    this.scheduler.addInterval(
      'scheduled-jobs',
      setInterval(() => void this.checkAll(), this.config.jobCheckMs ?? CHECK_EVERY_MS),
    );
  }

  /** Lets a run in progress finish before the database closes (the interval is cleared by the module). */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** Runs `name` for the period `now` falls in, if no replica has run it for that period. */
  async runNow(name: string, now: Date = new Date()): Promise<JobOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    const period = periodKey(job.schedule, now);
    const key = `${name}@${period}`;
    const already = this.running.get(key);
    if (already) return already.then(() => 'leased');
    const run = this.attempt(job, period, now).finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  private async checkAll(): Promise<void> {
    for (const name of this.jobs.keys()) {
      // A failure is logged in attempt(); one job's trouble never stops the timer or the others.
      await this.runNow(name).catch(() => undefined);
    }
  }

  private async attempt(job: ScheduledJob, period: string, now: Date): Promise<JobOutcome> {
    if (!(await this.leases.take(job.name, period, this.holder, now, job.leaseTimeoutMs))) return 'leased';
    try {
      await job.run(now);
    } catch (error) {
      this.logger.error(`Job ${job.name} for ${period} failed: ${(error as Error)?.message ?? String(error)}`);
      await this.leases.release(job.name, period, this.holder).catch(() => undefined);
      throw error;
    }
    await this.leases.finish(job.name, period, this.holder, new Date());
    return 'ran';
  }
}
