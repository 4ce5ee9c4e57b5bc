// Backup and restore of the MariaDB database with infra/scripts: a shop's orders survive the trip
// row for row, and the restored database runs the app at once, without migrating.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { OrderView, ProductView } from '@dw/contracts';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createMariadbDatabase } from './support/databases';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { ADMIN_PASSWORD, TestApp, createTestApp } from './support/test-app';

const ROOT = join(__dirname, '..', '..');
const BACKUP = join(ROOT, 'infra/scripts/backup-mariadb.sh');
const RESTORE = join(ROOT, 'infra/scripts/restore-mariadb.sh');

const execFileAsync = promisify(execFile);
/** Runs a script; resolves with its exit code and output instead of throwing. */
async function script(path: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(path, args, { encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const onPath = (...cmds: string[]) => cmds.some((c) => (process.env.PATH ?? '').split(':').some((d) => d && existsSync(join(d, c))));
const clients = onPath('mariadb-dump', 'mysqldump') && onPath('mariadb', 'mysql') && onPath('gzip');
const mariadb = process.env.DW_MARIADB === '1';
if (!mariadb) console.warn('*** Backup/restore suite SKIPPED: no MariaDB server (see TEST_MARIADB_URL) ***');
else if (!clients) {
  if (process.env.REQUIRE_MARIADB === '1') throw new Error('REQUIRE_MARIADB=1 but mariadb-dump / mariadb / gzip are not installed');
  console.warn('*** Backup/restore suite SKIPPED: mariadb-dump and the mariadb client are not installed ***');
}

/** The tables of a database with CHECKSUM TABLE of each: equal = the same rows, byte for byte. */
async function checksums(dataSource: DataSource): Promise<Record<string, string>> {
  const tables: { name: string }[] = await dataSource.query(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row]: { Checksum: string | number }[] = await dataSource.query(`CHECKSUM TABLE \`${name}\``);
    out[name] = String(row.Checksum);
  }
  return out;
}

(mariadb && clients ? describe : describe.skip)('MariaDB backup and restore (infra/scripts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dw-backup-'));
  const dumpFile = join(dir, 'nested', 'dresses.sql.gz');
  let source: TestApp;
  let target: { url: string; drop: () => Promise<void> };
  let restored: NestExpressApplication | null = null;
  let ordersBefore: OrderView[];
  let productsBefore: ProductView[];
  let lendersBefore: unknown[];
  let sourceChecksums: Record<string, string>;

  /** The restored app's config: same keys as the source (bank details are encrypted with one). */
  const restoredEnv = () => ({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(dir, 'data-')),
    ADMIN_PASSWORD,
    STATIC_ROOT: '',
    RATE_LIMITS: 'off',
    DATABASE_URL: target.url,
    DATA_ENCRYPTION_KEY: source.config.encryptionKey.toString('hex'),
  });
  const sourceUrl = () => {
    const db = source.config.database;
    if (db.kind === 'sqlite') throw new Error('the source app must run on MariaDB');
    return db.url;
  };
  const admin = async (app: NestExpressApplication) => {
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
    return agent;
  };

  beforeAll(async () => {
    source = await createTestApp('mariadb');
    target = await createMariadbDatabase();
  });

  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a trading shop into one compressed dump', async () => {
    const gown = await createProduct(source, {
      name: 'Aurora Sequin Gown',
      basePrice: '65.00',
      availableSizes: ['8', '10', '12'],
      stock: { '8': 5, '10': 5, '12': 5 },
    });
    const midi = await createProduct(source, { name: 'Guest Midi', basePrice: '49.50', availableSizes: ['14'], stock: { '14': 5 } });
    const startDate = ukDate(20);
    const customers = [
      { customerName: 'Ada Lovelace', lines: [{ productId: gown.id, size: '10', duration: 4, quantity: 2, startDate }] },
      {
        customerName: 'Zoë O’Brien',
        lines: [
          { productId: gown.id, size: '8', duration: 2, quantity: 1, startDate },
          { productId: midi.id, size: '14', duration: 4, quantity: 1, startDate },
        ],
      },
      { customerName: 'Grace Hopper', lines: [{ productId: midi.id, size: '14', duration: 2, quantity: 3, startDate }] },
    ];
    for (const { customerName, lines } of customers) {
      const session = newSessionId();
      for (const line of lines)
        await source
          .http()
          .post('/api/cart')
          .send({ sessionId: session, ...line })
          .expect(201);
      await source
        .http()
        .post('/api/orders')
        .set('Idempotency-Key', randomUUID())
        .send(orderBody(lines, { customerName, deliveryAddress: `Flat 2, 10 Élysée Row · ${customerName}, London W1S 3PR` }, session))
        .expect(201);
    }
    // A cart still open and a lender's encrypted bank details are part of the shop too.
    await source
      .http()
      .post('/api/cart')
      .send({ sessionId: newSessionId(), productId: gown.id, size: '12', duration: 2, quantity: 1, startDate })
      .expect(201);
    await source
      .http()
      .post('/api/lender-accounts')
      .send({
        fullName: 'Amelia Hart',
        email: 'amelia@example.co.uk',
        phone: '07700 900123',
        address: '12 Rosewood Lane, Bath BA1 2AB',
        bankAccountName: 'A Hart',
        sortCode: '08-99-99',
        accountNumber: '66374958',
      })
      .expect(201);

    const agent = await source.adminAgent();
    const first = (await agent.get('/api/orders').expect(200)).body as OrderView[];
    await agent
      .put(`/api/orders/${first[first.length - 1].id}/status`)
      .send({ status: 'processing' })
      .expect(200);
    ordersBefore = (await agent.get('/api/orders').expect(200)).body;
    productsBefore = (await source.http().get('/api/products').expect(200)).body;
    lendersBefore = (await agent.get('/api/lender-accounts').expect(200)).body;
    expect(ordersBefore).toHaveLength(3);
    expect(ordersBefore.map((o) => o.status).sort()).toEqual(['pending', 'pending', 'processing']);
    sourceChecksums = await checksums(source.dataSource);

    const res = await script(BACKUP, [sourceUrl(), dumpFile]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`to ${dumpFile}`);
    expect(existsSync(`${dumpFile}.partial`)).toBe(false);
    const sql = gunzipSync(readFileSync(dumpFile)).toString('utf8');
    expect(sql).toMatch(/-- Dump completed on .+\n$/);
    // Restorable under any database name.
    expect(sql).not.toMatch(/^(CREATE DATABASE|USE )/m);
    expect(sql).toContain('Zoë O’Brien');
  });

  it('restores into a new, empty database that needs no migration', async () => {
    const res = await script(RESTORE, [target.url, dumpFile]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Restored .* \(\d+ tables\)/);

    const dataSource = new DataSource(dataSourceOptions(loadConfig(restoredEnv())));
    await dataSource.initialize();
    try {
      expect(await dataSource.showMigrations()).toBe(false);
      // Every table, every row: the same checksums as the source at backup time.
      expect(await checksums(dataSource)).toEqual(sourceChecksums);
      expect(Object.keys(sourceChecksums)).toEqual(expect.arrayContaining(['orders', 'order_items', 'products', 'migrations']));
    } finally {
      await dataSource.destroy();
    }
  });

  it('opens the restored shop with every order, line and total as it was', async () => {
    restored = await createApp(loadConfig(restoredEnv()), { logger: false, migrate: false, seed: false });
    await restored.init();
    const agent = await admin(restored);
    expect((await agent.get('/api/orders').expect(200)).body).toEqual(ordersBefore);
    expect((await request(restored.getHttpServer()).get('/api/products').expect(200)).body).toEqual(productsBefore);
    // Bank details decrypt (masked) with the source's key.
    expect((await agent.get('/api/lender-accounts').expect(200)).body).toEqual(lendersBefore);
    const ada = ordersBefore.find((o) => o.customerName === 'Ada Lovelace') as OrderView;
    expect(ada).toMatchObject({
      subtotal: '222.00',
      total: '245.00',
      items: [{ size: '10', duration: 4, quantity: 2, unitPrice: '111.00' }],
    });
  });

  it('keeps trading on the restored database', async () => {
    const server = (restored as NestExpressApplication).getHttpServer();
    const line = {
      productId: productsBefore[0].id,
      size: productsBefore[0].availableSizes[0],
      duration: 2,
      quantity: 1,
      startDate: ukDate(60),
    };
    const res = await request(server)
      .post('/api/orders')
      .set('Idempotency-Key', randomUUID())
      .send(orderBody([line]))
      .expect(201);
    const agent = await admin(restored as NestExpressApplication);
    const orders = (await agent.get('/api/orders').expect(200)).body as OrderView[];
    expect(orders.map((o) => o.id)).toEqual([res.body.id, ...ordersBefore.map((o) => o.id)]);
  });

  it('refuses to restore over a database that has tables, and changes nothing', async () => {
    const before = (await admin(restored as NestExpressApplication).then((a) => a.get('/api/orders'))).body;
    const res = await script(RESTORE, [target.url, dumpFile]);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/is not empty \(\d+ tables\): restore only into a new, empty database/);
    expect((await admin(restored as NestExpressApplication).then((a) => a.get('/api/orders'))).body).toEqual(before);
  });

  it('leaves no file behind when the backup fails', async () => {
    const out = join(dir, 'failed.sql.gz');
    const unreachable = sourceUrl().replace(/@[^/]+\//, '@127.0.0.1:1/');
    const res = await script(BACKUP, [unreachable, out]);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('mariadb-dump failed');
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });
});
