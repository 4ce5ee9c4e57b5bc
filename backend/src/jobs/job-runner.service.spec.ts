import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../config/app-config';
import type { JobLeases } from './job-leases.service';
import { CHECK_EVERY_MS, JobRunner } from './job-runner.service';
import type { ScheduledJob } from './scheduled-job';

/** Leases as the database would grant them: the first take of a job and period wins. */
function fakeLeases() {
  const taken = new Set<string>();
  return {
    take: jest.fn(async (job: string, period: string) => {
      if (taken.has(`${job}@${period}`)) return false;
      taken.add(`${job}@${period}`);
      return true;
    }),
    finish: jest.fn(async () => undefined),
    release: jest.fn(async (job: string, period: string) => void taken.delete(`${job}@${period}`)),
  };
}

const flush = () => new Promise((resolve) => jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve));

describe('JobRunner', () => {
  const job = (): ScheduledJob & { run: jest.Mock } => ({
    name: 'tidy',
    schedule: 'hourly',
    leaseTimeoutMs: 60_000,
    run: jest.fn(async () => undefined),
  });
  const runnerWith = (scheduledJobs: boolean, registry = new SchedulerRegistry(), leases = fakeLeases()) =>
    new JobRunner(leases as unknown as JobLeases, registry, { scheduledJobs } as AppConfig);

  afterEach(() => jest.useRealTimers());

  it('checks every CHECK_EVERY_MS and runs a job once per period', async () => {
    jest.useFakeTimers({ now: new Date('2031-01-10T08:00:00Z') });
    const registry = new SchedulerRegistry();
    const runner = runnerWith(true, registry);
    const tidy = job();
    runner.register(tidy);
    runner.onApplicationBootstrap();
    expect(registry.getIntervals()).toEqual(['scheduled-jobs']);

    jest.advanceTimersByTime(CHECK_EVERY_MS);
    await flush();
    jest.advanceTimersByTime(CHECK_EVERY_MS); // same hour: the lease is taken
    await flush();
    expect(tidy.run).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(60 * 60 * 1000); // the next hour
    await flush();
    expect(tidy.run).toHaveBeenCalledTimes(2);
    registry.deleteInterval('scheduled-jobs');
  });

  it('starts no timer with SCHEDULED_JOBS=off, and still runs a job on demand', async () => {
    const registry = new SchedulerRegistry();
    const runner = runnerWith(false, registry);
    const tidy = job();
    runner.register(tidy);
    runner.onApplicationBootstrap();
    expect(registry.getIntervals()).toEqual([]);
    expect(await runner.runNow('tidy', new Date('2031-01-10T08:00:00Z'))).toBe('ran');
    expect(await runner.runNow('tidy', new Date('2031-01-10T08:30:00Z'))).toBe('leased');
    expect(tidy.run).toHaveBeenCalledTimes(1);
  });

  it('gives the period back when the run fails', async () => {
    const leases = fakeLeases();
    const runner = runnerWith(false, new SchedulerRegistry(), leases);
    const tidy = job();
    tidy.run.mockRejectedValueOnce(new Error('disk full'));
    runner.register(tidy);
    const at = new Date('2031-01-10T08:00:00Z');
    await expect(runner.runNow('tidy', at)).rejects.toThrow('disk full');
    expect(leases.release).toHaveBeenCalledWith('tidy', '2031-01-10T08', runner.holder);
    expect(await runner.runNow('tidy', at)).toBe('ran');
  });

  it('refuses a second job of the same name', () => {
    const runner = runnerWith(false);
    runner.register(job());
    expect(() => runner.register(job())).toThrow('registered twice');
  });
});
