import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SchedulerRegistry } from '@nestjs/schedule';
import { createApp } from '../src/app.factory';
import { CartItem } from '../src/cart/cart-item.entity';
import { loadConfig } from '../src/config/app-config';
import { HOUSEKEEPING_JOB } from '../src/housekeeping/housekeeping.job';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { JobLease } from '../src/jobs/job-lease.entity';
import { JobRunner } from '../src/jobs/job-runner.service';
import { IdempotencyRecord } from '../src/orders/idempotency-record.entity';
import { TINY_PNG, lenderPhotos } from './support/fixtures';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { startS3TestServer, S3TestServer } from './support/s3-test-server';
import { ADMIN_PASSWORD, TestApp, createTestApp, describeEachDatabase } from './support/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const later = (ms: number) => new Date(Date.now() + ms);
const idOf = (objectPath: string) => objectPath.split('/').pop() as string;

/** A photo uploaded the way the admin's form does it. */
async function upload(ctx: TestApp): Promise<string> {
  const agent = await ctx.adminAgent();
  const ticket = (await agent.post('/api/objects/upload').expect(200)).body as { uploadURL: string; objectPath: string };
  await ctx.http().put(ticket.uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200);
  return ticket.objectPath;
}

/** A lender's listing naming a photo she uploaded (the only kind it may name); returns the photo's path. */
async function listWithOwnPhoto(ctx: TestApp): Promise<string> {
  const lender = await ctx
    .http()
    .post('/api/lender-accounts')
    .send({
      fullName: 'Amelia Hart',
      email: `amelia-${randomUUID()}@example.co.uk`,
      phone: '07700 900123',
      address: '12 Rosewood Lane, Bath BA1 2AB',
      bankAccountName: 'Amelia Hart',
      sortCode: '08-99-99',
      accountNumber: '66374958',
    })
    .expect(201);
  const [photo] = await lenderPhotos(ctx, lender.body.token);
  await ctx
    .http()
    .post('/api/dress-listings')
    .set('X-Lender-Token', lender.body.token)
    .send({
      lenderAccountId: lender.body.id,
      name: 'Midnight Velvet Gown',
      brand: 'Jenny Packham',
      description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
      category: 'evening-gown',
      condition: 'excellent',
      occasion: 'gala-awards',
      sizes: ['10'],
      originalPrice: 950,
      rentalPrice2Day: 85,
      rentalPrice4Day: 130,
      careInstructions: 'Dry clean only.',
      imageUrls: [photo],
    })
    .expect(201);
  return photo;
}

/**
 * Unreferenced uploads go 24 hours after they were stored; one a product or a listing names stays.
 * The same on local disk and on S3: `ctx` says which.
 */
function uploadsRetention(ctx: () => TestApp) {
  it('deletes an unreferenced upload after 24 hours, keeps referenced and young ones, and a second run changes nothing', async () => {
    const [loose, onProduct] = [await upload(ctx()), await upload(ctx())];
    await createProduct(ctx(), { name: `Kept Gown ${randomUUID().slice(0, 8)}`, imageUrls: [onProduct] });
    const onListing = await listWithOwnPhoto(ctx());
    // An upload URL asked for and never used: only its owner row exists.
    const unused = (await (await ctx().adminAgent()).post('/api/objects/upload').expect(200)).body.objectPath as string;
    const owners = async () => {
      const ids = [loose, onProduct, onListing, unused].map(idOf);
      const rows: { id: string }[] = await ctx().dataSource.query(
        `SELECT id FROM upload_owners WHERE id IN (${ids.map(() => '?').join(', ')})`,
        ids,
      );
      return [loose, onProduct, onListing, unused].map((path) => rows.some((r) => r.id === idOf(path)));
    };
    const status = async () => Promise.all([loose, onProduct, onListing].map(async (path) => (await ctx().http().get(path)).status));
    const clean = (now: Date) => ctx().app.get(HousekeepingService).clean(now);

    // An hour on, the loose photo is still young (a form left open keeps its photos).
    expect((await clean(later(HOUR))).uploads).toBe(0);
    expect(await status()).toEqual([200, 200, 200]);
    expect(await owners()).toEqual([true, true, true, true]);

    // Who uploaded what goes with the upload (and with an upload URL never used).
    const dayOn = later(25 * HOUR);
    expect((await clean(dayOn)).uploads).toBe(1);
    expect(await status()).toEqual([404, 200, 200]);
    expect(await owners()).toEqual([false, true, true, false]);
    expect((await clean(dayOn)).uploads).toBe(0);
    expect(await status()).toEqual([404, 200, 200]);
    expect(await owners()).toEqual([false, true, true, false]);
  });
}

describeEachDatabase('housekeeping', (ctx) => {
  const runner = () => ctx().app.get(JobRunner);
  const housekeeping = () => ctx().app.get(HousekeepingService);

  describe('uploads on local disk', () => {
    uploadsRetention(ctx);

    it("takes this server's resized copies with the upload", async () => {
      const path = await upload(ctx());
      await ctx().http().get(`${path}/640`).expect(200);
      const variant = join(ctx().config.dataDir, 'variants', `${idOf(path)}-640.webp`);
      expect(existsSync(variant)).toBe(true);
      await housekeeping().clean(later(25 * HOUR));
      expect(existsSync(variant)).toBe(false);
      await ctx().http().get(`${path}/640`).expect(404);
    });
  });

  describe('idempotency keys', () => {
    it('forgets keys after 24 hours and keeps the orders; a second run changes nothing', async () => {
      const product = await createProduct(ctx(), { name: `Keyed Gown ${randomUUID().slice(0, 8)}`, availableSizes: ['10'] });
      const place = async (key: string, startDays: number) =>
        ctx()
          .http()
          .post('/api/orders')
          .set('Idempotency-Key', key)
          .send(orderBody([{ productId: product.id, size: '10', duration: 2, quantity: 1, startDate: ukDate(startDays) }]))
          .expect(201);
      const [oldKey, youngKey] = [`old-${randomUUID()}`, `young-${randomUUID()}`];
      await place(oldKey, 10);
      await place(youngKey, 20);
      const keys = ctx().dataSource.getRepository(IdempotencyRecord);
      await keys.update({ key: oldKey }, { createdAt: new Date(Date.now() - 25 * HOUR) });
      const orders = await ctx().count('orders');

      expect((await housekeeping().clean(new Date())).idempotencyKeys).toBe(1);
      expect(await keys.findOneBy({ key: oldKey })).toBeNull();
      expect(await keys.findOneBy({ key: youngKey })).not.toBeNull();
      expect(await ctx().count('orders')).toBe(orders);
      expect((await housekeeping().clean(new Date())).idempotencyKeys).toBe(0);
      expect(await keys.findOneBy({ key: youngKey })).not.toBeNull();
    });
  });

  describe('carts', () => {
    it('clears a cart untouched for 30 days; adding to a line or changing its quantity touches it; one fresh line keeps the bag', async () => {
      const product = await createProduct(ctx(), {
        name: `Bagged Gown ${randomUUID().slice(0, 8)}`,
        availableSizes: ['10', '12'],
        stock: { '10': 10, '12': 10 },
      });
      const line = (sessionId: string, size = '10') => ({
        sessionId,
        productId: product.id,
        size,
        duration: 2,
        quantity: 1,
        startDate: ukDate(7),
      });
      const add = async (sessionId: string, size = '10') =>
        (await ctx().http().post('/api/cart').send(line(sessionId, size)).expect(201)).body as { id: string };
      const [stale, addedAgain, requantified, mixed, fresh] = [1, 2, 3, 4, 5].map(() => newSessionId());
      const lines = ctx().dataSource.getRepository(CartItem);
      const age = (sessionId: string, size?: string) =>
        lines.update({ sessionId, ...(size ? { size } : {}) }, { updatedAt: new Date(Date.now() - 31 * DAY) });

      await add(stale);
      await age(stale);
      await add(addedAgain);
      await age(addedAgain);
      await add(addedAgain); // the same line again: merged into it
      const changed = await add(requantified);
      await age(requantified);
      await ctx().http().put(`/api/cart/${changed.id}`).set('X-Session-Id', requantified).send({ quantity: 2 }).expect(200);
      await add(mixed, '10');
      await add(mixed, '12');
      await age(mixed, '10');
      await add(fresh);

      const linesOf = async (sessionId: string) =>
        ((await ctx().http().get(`/api/cart/${sessionId}`).expect(200)).body as unknown[]).length;
      const bags = async () => Promise.all([stale, addedAgain, requantified, mixed, fresh].map(linesOf));
      expect(await bags()).toEqual([1, 1, 1, 2, 1]);

      expect((await housekeeping().clean(new Date())).cartLines).toBe(1);
      expect(await bags()).toEqual([0, 1, 1, 2, 1]);
      expect((await housekeeping().clean(new Date())).cartLines).toBe(0);
      expect(await bags()).toEqual([0, 1, 1, 2, 1]);
      // Thirty days on, none of them has been touched since.
      expect((await housekeeping().clean(later(31 * DAY))).cartLines).toBe(5);
      expect(await bags()).toEqual([0, 0, 0, 0, 0]);
    });
  });

  describe('the job and its lease', () => {
    const leaseOf = (period: string) => ctx().dataSource.getRepository(JobLease).findOneBy({ job: HOUSEKEEPING_JOB, period });

    it('runs once per hour: the second attempt in the same hour finds the lease taken and does nothing', async () => {
      const clean = jest.spyOn(housekeeping(), 'clean');
      try {
        const at = new Date('2031-01-10T08:05:00Z');
        expect(await runner().runNow(HOUSEKEEPING_JOB, at)).toBe('ran');
        expect(await runner().runNow(HOUSEKEEPING_JOB, new Date('2031-01-10T08:55:00Z'))).toBe('leased');
        expect(clean).toHaveBeenCalledTimes(1);
        expect(await leaseOf('2031-01-10T08')).toMatchObject({ holder: runner().holder, finishedAt: expect.any(Date) });
        expect(await runner().runNow(HOUSEKEEPING_JOB, new Date('2031-01-10T09:00:00Z'))).toBe('ran');
        expect(clean).toHaveBeenCalledTimes(2);
      } finally {
        clean.mockRestore();
      }
    });

    it('gives the period back when a run fails, so the next check runs it', async () => {
      const at = new Date('2031-02-10T08:00:00Z');
      const clean = jest.spyOn(housekeeping(), 'clean').mockRejectedValueOnce(new Error('storage down'));
      try {
        await expect(runner().runNow(HOUSEKEEPING_JOB, at)).rejects.toThrow('storage down');
        expect(await leaseOf('2031-02-10T08')).toBeNull();
        expect(await runner().runNow(HOUSEKEEPING_JOB, at)).toBe('ran');
        expect(clean).toHaveBeenCalledTimes(2);
      } finally {
        clean.mockRestore();
      }
    });

    it("takes over a lease whose holder died mid-run, 20 minutes on; never a live one's", async () => {
      const leases = ctx().dataSource.getRepository(JobLease);
      const died = new Date('2031-03-10T08:00:00Z');
      await leases.insert({ job: HOUSEKEEPING_JOB, period: '2031-03-10T08', holder: 'gone:1', takenAt: died, finishedAt: null });
      expect(await runner().runNow(HOUSEKEEPING_JOB, new Date('2031-03-10T08:15:00Z'))).toBe('leased');
      expect(await runner().runNow(HOUSEKEEPING_JOB, new Date('2031-03-10T08:21:00Z'))).toBe('ran');
      expect(await leaseOf('2031-03-10T08')).toMatchObject({ holder: runner().holder, finishedAt: expect.any(Date) });
    });

    it('forgets leases of periods finished over 30 days ago', async () => {
      await runner().runNow(HOUSEKEEPING_JOB, new Date('2031-04-10T08:00:00Z'));
      expect(await leaseOf('2031-04-10T08')).not.toBeNull();
      await housekeeping().clean(later(31 * DAY));
      expect(await leaseOf('2031-04-10T08')).toBeNull();
    });

    it('starts no timer with SCHEDULED_JOBS=off (the test apps), yet the job is registered to run on demand', async () => {
      expect(ctx().app.get(SchedulerRegistry).getIntervals()).toEqual([]);
      await expect(runner().runNow('no-such-job')).rejects.toThrow('No job named no-such-job');
      expect(await runner().runNow(HOUSEKEEPING_JOB, new Date('2031-05-10T08:00:00Z'))).toBe('ran');
    });
  });
});

/** Replicas share MariaDB (SQLite is one process); the skip is loud, and .ci/run requires MariaDB. */
const onMariadb = process.env.DW_MARIADB === '1' ? describe : describe.skip;

onMariadb('housekeeping: two instances on one database [mariadb]', () => {
  let first: TestApp;
  let second: NestExpressApplication;
  let secondDir: string;
  const ctx = () => first;

  beforeAll(async () => {
    first = await createTestApp('mariadb');
    secondDir = mkdtempSync(join(tmpdir(), 'dw-test-'));
    const db = first.config.database;
    if (db.kind === 'sqlite') throw new Error('expected MariaDB');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: secondDir,
      ADMIN_PASSWORD,
      STATIC_ROOT: '',
      RATE_LIMITS: 'off',
      SCHEDULED_JOBS: 'off',
      DATABASE_URL: db.url.replace(/^mysql:/, 'mariadb:'),
    });
    second = await createApp(config, { logger: false, migrate: true, seed: false });
    await second.init();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(secondDir, { recursive: true, force: true });
  });

  it('race for the same period: exactly one runs the clean-up, every time', async () => {
    const runners = [ctx().app.get(JobRunner), second.get(JobRunner)];
    const spies = [ctx().app.get(HousekeepingService), second.get(HousekeepingService)].map((service) => jest.spyOn(service, 'clean'));
    try {
      for (let hour = 0; hour < 6; hour++) {
        const at = new Date(Date.UTC(2032, 0, 1, hour, 10));
        const outcomes = await Promise.all(runners.map((r) => r.runNow(HOUSEKEEPING_JOB, at)));
        expect(outcomes.sort()).toEqual(['leased', 'ran']);
        const lease = await ctx()
          .dataSource.getRepository(JobLease)
          .findOneBy({ job: HOUSEKEEPING_JOB, period: at.toISOString().slice(0, 13) });
        expect(runners.map((r) => r.holder)).toContain(lease?.holder);
      }
      expect(spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(6);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('housekeeping: uploads on S3 storage (s3rver) [sqlite]', () => {
  let s3: S3TestServer;
  let ctx: TestApp;

  beforeAll(async () => {
    s3 = await startS3TestServer('dress-photos');
    ctx = await createTestApp('sqlite', { env: s3.env() });
  });

  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  uploadsRetention(() => ctx);
});
