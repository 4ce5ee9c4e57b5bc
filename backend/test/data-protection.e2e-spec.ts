import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { todayInLondon } from '@dw/contracts';
import type { OrderView, ProductView } from '@dw/contracts';
import { LenderAccount } from '../src/lenders/lender-account.entity';
import { dumpRows, tableNames } from './support/fuzz/db-snapshot';
import { LoggedApp, createLoggedApp } from './support/fuzz/logged-app';
import { operations } from './support/fuzz/openapi';
import { lenderAccountBody, listingBody } from './support/fuzz/world';
import { TINY_PNG, productBody } from './support/fixtures';
import { orderBody, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';
import { deliveredMail, newsletterConfirmToken, readOutbox } from './support/outbox';

/**
 * Bank details that pass VocaLink's modulus checks (its published examples), one per lender; not
 * the pair the OpenAPI document uses as its example, so a match is data, not documentation.
 */
const BANK = [
  { sortCode: '827101', accountNumber: '28748352' },
  { sortCode: '107999', accountNumber: '88837491' },
  { sortCode: '202959', accountNumber: '63748472' },
  { sortCode: '871427', accountNumber: '46238510' },
] as const;

const hyphenated = (sortCode: string) => sortCode.replace(/^(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3');

/** Every way a clear value could be written: as typed, hyphenated, base64 or hex of its text. */
function clearForms(values: readonly string[]): string[] {
  return values.flatMap((v) => [v, hyphenated(v), Buffer.from(v).toString('base64').replace(/=+$/, ''), Buffer.from(v).toString('hex')]);
}
const CLEAR = [...new Set(clearForms(BANK.flatMap((b) => [b.sortCode, b.accountNumber])))];

/**
 * The clear bank values found in `text`. Digits must stand alone (not inside a longer number),
 * after the tokens that are random by design (ids, hashes, ciphertexts, timestamps, pids) are
 * dropped, so a match is a leak and not a coincidence.
 */
function clearBankValuesIn(text: string): string[] {
  const cleaned = text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ' ')
    .replace(/v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+/g, ' ')
    .replace(/\b[0-9a-f]{40,}\b/gi, ' ')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z?/g, ' ')
    .replace(/"(pid|time|responseTime|expires)":\s*\d+/g, ' ');
  return CLEAR.filter((value) => new RegExp(`(?<![0-9A-Za-z+/])${value}(?![0-9A-Za-z+/])`).test(cleaned));
}

const textOf = (res: request.Response): string =>
  Buffer.isBuffer(res.body) ? res.body.toString('latin1') : (res.text ?? JSON.stringify(res.body ?? ''));

/** The shop's life with four lenders, through the API: what is then in the database, the API and the logs. */
async function liveShop(app: Pick<LoggedApp, 'app' | 'http' | 'adminAgent' | 'dataSource'>, seen: string[]) {
  const note = (res: request.Response) => {
    seen.push(textOf(res));
    return res;
  };
  const admin = await app.adminAgent();
  const lenders: { id: string; token: string }[] = [];
  for (const [i, bank] of BANK.entries()) {
    const sortCode = i % 2 === 0 ? hyphenated(bank.sortCode) : bank.sortCode;
    const res = note(
      await app
        .http()
        .post('/api/lender-accounts')
        .send(
          lenderAccountBody({ ...bank, sortCode, fullName: `Lender Number${i}`, ...(i > 0 ? { email: `lender${i}@example.co.uk` } : {}) }),
        )
        .expect(201),
    );
    lenders.push(res.body);
  }
  // Refused attempts carry bank details too: a wrong check digit, a malformed sort code, junk fields.
  note(
    await app
      .http()
      .post('/api/lender-accounts')
      .send(lenderAccountBody({ sortCode: BANK[0].sortCode, accountNumber: BANK[1].accountNumber }))
      .expect(400),
  );
  note(
    await app
      .http()
      .post('/api/lender-accounts')
      .send(lenderAccountBody({ sortCode: `${BANK[2].sortCode}9` }))
      .expect(400),
  );
  note(
    await app
      .http()
      .post('/api/lender-accounts')
      .send({ ...lenderAccountBody(BANK[3]), sortCodeAgain: BANK[3].sortCode })
      .expect(400),
  );
  note(
    await app
      .http()
      .post('/api/lender-accounts')
      .set('Content-Type', 'application/json')
      .send(`{"sortCode":"${BANK[1].sortCode}",`)
      .expect(400),
  );

  const ticket = note(await admin.post('/api/objects/upload').expect(200));
  note(await app.http().put(ticket.body.uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200));
  const imageId = String(ticket.body.objectPath).split('/').pop() as string;

  const [first] = lenders;
  note(await admin.put(`/api/lender-accounts/${first.id}/status`).send({ status: 'approved' }).expect(200));
  // Her listing names a photo she uploaded herself (the admin's upload is not hers to use).
  const photo = note(await app.http().post('/api/objects/upload').set('X-Lender-Token', first.token).expect(200));
  note(await app.http().put(photo.body.uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200));
  const photoId = String(photo.body.objectPath).split('/').pop() as string;
  const listing = note(
    await app.http().post('/api/dress-listings').set('X-Lender-Token', first.token).send(listingBody(first.id, photoId)).expect(201),
  );
  note(await admin.put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'approved' }).expect(200));
  const live = note(await admin.put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'live' }).expect(200));
  const product = note(
    await admin
      .post('/api/products')
      .send(productBody({ imageUrls: [ticket.body.objectPath] }))
      .expect(201),
  );

  const sessionId = randomUUID();
  note(
    await app
      .http()
      .post('/api/cart')
      .send({ sessionId, productId: live.body.productId, size: '10', duration: 4, quantity: 1, startDate: ukDate(14) })
      .expect(201),
  );
  const order = note(
    await app
      .http()
      .post('/api/orders')
      .set('Idempotency-Key', randomUUID())
      .send(
        orderBody(
          [
            { productId: live.body.productId, size: '10', duration: 4, quantity: 1, startDate: ukDate(14) },
            { productId: product.body.id, size: '10', duration: 2, quantity: 1, startDate: ukDate(14) },
          ],
          {},
          sessionId,
        ),
      )
      .expect(201),
  );
  note(await app.http().post('/api/newsletter').send({ email: 'reader@example.co.uk' }).expect(201));
  note(
    await app
      .http()
      .post('/api/newsletter/confirm')
      .send({ token: await newsletterConfirmToken(app.app, 'reader@example.co.uk') })
      .expect(200),
  );
  // The lender's rental is paid for, completed and paid out in last month's run, so the crawl reads a payout.
  note(
    await admin
      .post(`/api/orders/${order.body.id}/payment/record`)
      .send({ amount: order.body.total, method: 'bank-transfer', reference: 'statement line' })
      .expect(200),
  );
  note(await admin.put(`/api/orders/${order.body.id}/status`).send({ status: 'processing' }).expect(200));
  note(await admin.put(`/api/orders/${order.body.id}/status`).send({ status: 'completed' }).expect(200));
  const [year, month] = todayInLondon().split('-').map(Number);
  const lastMonth = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
  // Completed "last month", its damage-claim window long closed: the one row the test moves by hand, so a run has something to pay.
  await app.dataSource.query('UPDATE earnings SET earnedOn = ?, claimWindowEndsAt = NULL WHERE orderId = ?', [
    `${lastMonth}-15`,
    order.body.id,
  ]);
  const run = note(await admin.post('/api/admin/payout-runs').send({ period: lastMonth }).expect(201));
  return {
    payoutRunId: run.body.id as string,
    admin,
    lenders,
    imageId,
    listingId: listing.body.id as string,
    productId: live.body.productId as string,
    sessionId,
    orderId: order.body.id as string,
  };
}

/**
 * GET every documented read as admin (path params filled with real ids), plus the docs; the lender
 * area's reads (/api/lender/…) as the first lender, with her token.
 */
async function crawl(
  app: Pick<LoggedApp, 'http' | 'adminAgent'>,
  ids: { productId: string; imageId: string; sessionId: string; lenders: { token: string }[] },
  slug: string,
  /** Routes opened by a token (from an e-mail, or a lender's): the whole URL to read for each, and any headers. */
  tokenUrls: Record<string, string | { url: string; headers: Record<string, string> }> = {},
) {
  const admin = await app.adminAgent();
  const values: Record<string, string[]> = { identifier: [ids.productId, slug], id: [ids.imageId], sessionId: [ids.sessionId] };
  const requests: { url: string; headers?: Record<string, string>; asLender?: boolean }[] = [];
  for (const op of operations().filter((o) => o.method === 'get')) {
    const special = tokenUrls[op.path];
    if (special) {
      requests.push(typeof special === 'string' ? { url: special } : special);
      continue;
    }
    // The lender area answers the lender, not the admin: read it with the first lender's token.
    const asLender = op.security.includes('lender-token') && !op.security.includes('dw.sid');
    let paths = [op.path];
    // Under /api/products an {id} is the product's (its bookings); elsewhere it is the image's.
    const named = op.path.startsWith('/api/products/') ? { ...values, id: [ids.productId] } : values;
    for (const name of op.pathParams) {
      paths = paths.flatMap((p) => (named[name] ?? []).map((v) => p.replace(`{${name}}`, encodeURIComponent(v))));
    }
    requests.push(...paths.map((url) => ({ url, asLender })));
  }
  requests.push(...['/api/docs-json', '/api/docs-yaml', '/api/docs', '/remotes.json'].map((url) => ({ url })));
  const responses: { url: string; status: number; text: string }[] = [];
  for (const { url, headers, asLender } of requests) {
    let req = asLender ? app.http().get(url).set('X-Lender-Token', ids.lenders[0].token) : admin.get(url);
    for (const [name, value] of Object.entries(headers ?? {})) req = req.set(name, value);
    const res = await req;
    responses.push({ url, status: res.status, text: textOf(res) });
  }
  return responses;
}

describeEachDatabase('data protection', (ctx) => {
  const seen: string[] = [];
  let shop: Awaited<ReturnType<typeof liveShop>>;

  beforeAll(async () => {
    shop = await liveShop(ctx(), seen);
  });

  it('has a detector that finds clear bank details in every form it looks for (so a pass means something)', () => {
    const { sortCode, accountNumber } = BANK[1];
    expect(clearBankValuesIn(`{"sortCode":"${sortCode}","accountNumber":"${accountNumber}"}`)).toEqual([sortCode, accountNumber]);
    expect(clearBankValuesIn(`sort code ${hyphenated(sortCode)} logged`)).toEqual([hyphenated(sortCode)]);
    expect(clearBankValuesIn(`"b64":"${Buffer.from(accountNumber).toString('base64')}"`)).toHaveLength(1);
    expect(clearBankValuesIn(`"hex":"${Buffer.from(sortCode).toString('hex')}"`)).toHaveLength(1);
    expect(clearBankValuesIn('url=/api/x?sortCode=' + sortCode + '&n=1')).toEqual([sortCode]);
    expect(clearBankValuesIn(`{"id":"${randomUUID()}","total":"${sortCode}1.00"}`)).toEqual([]);
  });

  it('keeps no clear sort code or account number in any table (SELECT * of every table)', async () => {
    const tables = await tableNames(ctx().dataSource);
    expect(tables).toEqual(expect.arrayContaining(['lender_accounts', 'dress_listings', 'orders', 'sessions']));
    const dump = await dumpRows(ctx().dataSource, tables);
    expect(clearBankValuesIn(JSON.stringify(dump))).toEqual([]);
    // Not vacuous: the four accounts are there, their bank details sealed.
    const accounts = dump.lender_accounts;
    expect(accounts).toHaveLength(BANK.length);
    for (const row of accounts) {
      expect(row.sortCodeEncrypted).toMatch(/^v1:/);
      expect(row.accountNumberEncrypted).toMatch(/^v1:/);
    }
  });

  it('sends no clear sort code or account number in any response (every GET as admin, every write)', async () => {
    const product = (await ctx().http().get(`/api/products/${shop.productId}`).expect(200)).body as ProductView;
    // The order page and the unsubscribe link open with the tokens their e-mails carry.
    // The outbox keeps them hidden: read them from the messages as sent.
    const texts = await readOutbox<{ id: string }>(ctx().app, 'SELECT id FROM outbox_messages');
    const sent = (await deliveredMail(ctx().app)).map((m) => m.text).join('\n');
    const token = (link: RegExp) => link.exec(sent)?.[1] ?? 'none';
    const orderToken = token(new RegExp(`/orders/${shop.orderId}\\?token=([A-Za-z0-9_-]{43})`));
    const unsubscribeToken = token(/unsubscribe\?token=([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/);
    // The renter asks the lender of her dress a question, so the messages' reads have a conversation to show.
    const conversations = `/api/orders/${shop.orderId}/conversations?token=${orderToken}`;
    const [conversation] = (await ctx().http().get(conversations).expect(200)).body as { id: string }[];
    await ctx()
      .http()
      .post(`/api/orders/${shop.orderId}/conversations/${conversation.id}/messages?token=${orderToken}`)
      .send({ text: 'Is it true to size?' })
      .expect(201);
    const asLender = { 'X-Lender-Token': shop.lenders[0].token };
    const responses = await crawl(ctx(), shop, product.slug, {
      '/api/orders/{id}/conversations': conversations,
      '/api/orders/{id}/conversations/{conversationId}/messages': `/api/orders/${shop.orderId}/conversations/${conversation.id}/messages?token=${orderToken}`,
      '/api/lender/conversations/{id}/messages': { url: `/api/lender/conversations/${conversation.id}/messages`, headers: asLender },
      '/api/admin/orders/{id}/messages': `/api/admin/orders/${shop.orderId}/messages`,
      '/api/orders/{id}': `/api/orders/${shop.orderId}?token=${orderToken}`,
      '/api/newsletter/unsubscribe': `/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
      '/api/admin/emails/{id}': `/api/admin/emails/${texts[0]?.id}`,
      '/api/admin/payout-runs/{id}': `/api/admin/payout-runs/${shop.payoutRunId}`,
      '/api/admin/payout-runs/{id}/payouts': `/api/admin/payout-runs/${shop.payoutRunId}/payouts`,
      '/api/admin/payout-runs/{id}/bank-file.csv': `/api/admin/payout-runs/${shop.payoutRunId}/bank-file.csv`,
      '/api/lender/earnings': { url: '/api/lender/earnings', headers: { 'X-Lender-Token': shop.lenders[0].token } },
      '/api/lender/payouts': { url: '/api/lender/payouts', headers: { 'X-Lender-Token': shop.lenders[0].token } },
      '/api/admin/payments/reconciliation': `/api/admin/payments/reconciliation?month=${new Date().toISOString().slice(0, 7)}`,
    });
    const gets = operations().filter((o) => o.method === 'get');
    expect(responses.length).toBeGreaterThanOrEqual(gets.length);
    expect(responses.filter((r) => r.status !== 200).map((r) => `${r.url} ${r.status}`)).toEqual([]);
    // The bank file is the one place the digits are written out, for the bank (README: Payouts).
    const bankFile = responses.find((r) => r.url.endsWith('/bank-file.csv'));
    expect(clearBankValuesIn(bankFile?.text ?? '')).not.toEqual([]);
    for (const r of [
      ...responses.filter((x) => x !== bankFile).map((x) => ({ where: x.url, text: x.text })),
      ...seen.map((text, i) => ({ where: `write #${i}`, text })),
    ]) {
      expect({ where: r.where, clear: clearBankValuesIn(r.text) }).toEqual({ where: r.where, clear: [] });
    }
    // The admin list shows them masked, which proves the crawl read the lender accounts.
    const lenders = responses.find((r) => r.url === '/api/lender-accounts');
    expect(lenders?.text).toContain('••-••-01');
    expect(lenders?.text).toContain('••••8352');
    // And the lender's own account shows her the same mask.
    expect(responses.find((r) => r.url === '/api/lender/me')?.text).toMatch(/"accountNumber":"••••\d{4}"/);
  });

  it('erasing a lender clears personal and bank fields; orders, revenue, listings and the live product stay', async () => {
    const admin = shop.admin;
    const [lender] = shop.lenders;
    const totalOf = (orders: OrderView[]) => orders.reduce((pence, o) => pence + Math.round(Number(o.total) * 100), 0);
    const ordersBefore = (await admin.get('/api/orders').expect(200)).body as OrderView[];
    const listingsBefore = (await admin.get('/api/dress-listings').expect(200)).body as { id: string; lenderName: string | null }[];
    const productBefore = (await ctx().http().get(`/api/products/${shop.productId}`).expect(200)).body as ProductView;
    const accountBefore = ((await admin.get('/api/lender-accounts').expect(200)).body as { id: string }[]).find((a) => a.id === lender.id);
    expect(accountBefore).toMatchObject({ fullName: 'Lender Number0', email: 'amelia@example.co.uk', sortCode: '••-••-01' });
    expect(totalOf(ordersBefore)).toBeGreaterThan(0);

    // Without SMTP_URL each message is also a local .eml file: hers are there before, gone after.
    const naming = (mail: { to: string; text: string }[]) =>
      mail.filter((m) => m.to.includes('amelia@example.co.uk') || m.text.includes('Lender Number0')).length;
    expect(naming(await deliveredMail(ctx().app))).toBeGreaterThan(0);
    const erased = await admin.delete(`/api/lender-accounts/${lender.id}/personal-data`).expect(200);
    expect(naming(await deliveredMail(ctx().app))).toBe(0);
    expect(erased.body).toMatchObject({
      id: lender.id,
      fullName: 'Erased lender',
      email: '',
      phone: '',
      address: '',
      bankAccountName: '',
      sortCode: '',
      accountNumber: '',
      status: 'approved',
      erasedAt: expect.any(String),
    });

    const row = await ctx().dataSource.getRepository(LenderAccount).findOneByOrFail({ id: lender.id });
    expect(row).toMatchObject({
      fullName: 'Erased lender',
      email: '',
      phone: '',
      address: '',
      bankAccountName: '',
      sortCodeEncrypted: '',
      accountNumberEncrypted: '',
    });
    // The personal values are gone from every table (the other lenders share some, so look for this one's name).
    const dump = JSON.stringify(await dumpRows(ctx().dataSource, await tableNames(ctx().dataSource)));
    expect(dump).not.toContain('Lender Number0');

    const ordersAfter = (await admin.get('/api/orders').expect(200)).body as OrderView[];
    expect(ordersAfter).toEqual(ordersBefore);
    expect(totalOf(ordersAfter)).toBe(totalOf(ordersBefore));
    const listingsAfter = (await admin.get('/api/dress-listings').expect(200)).body as { id: string; lenderName: string | null }[];
    expect(listingsAfter.map((l) => ({ ...l, lenderName: null }))).toEqual(listingsBefore.map((l) => ({ ...l, lenderName: null })));
    expect(listingsAfter.find((l) => l.id === shop.listingId)).toMatchObject({
      lenderName: 'Erased lender',
      status: 'live',
      productId: shop.productId,
    });
    expect((await ctx().http().get(`/api/products/${shop.productId}`).expect(200)).body).toEqual(productBefore);
    const catalogue = (await ctx().http().get('/api/products').expect(200)).body as ProductView[];
    expect(catalogue.map((p) => p.id)).toContain(shop.productId);
    // The lender's token died with the data.
    await ctx().http().post('/api/objects/upload').set('X-Lender-Token', lender.token).expect(401);
  });

  it('writes no clear sort code or account number to the logs (stdout and stderr, at the most verbose level)', async () => {
    const logged = await createLoggedApp(ctx().kind);
    let logs = '';
    try {
      const shopped = await liveShop(logged, []);
      const admin = await logged.adminAgent();
      await admin.get('/api/lender-accounts').expect(200);
      await admin.delete(`/api/lender-accounts/${shopped.lenders[1].id}/personal-data`).expect(200);
      // A failure inside the write (as a broken database would cause) is logged with its stack.
      const failing =
        ctx().kind === 'sqlite'
          ? "CREATE TRIGGER dp_fail BEFORE INSERT ON lender_accounts BEGIN SELECT RAISE(ABORT, 'forced failure'); END"
          : "CREATE TRIGGER dp_fail BEFORE INSERT ON lender_accounts FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'forced failure'";
      await logged.dataSource.query(failing);
      const broken = await logged
        .http()
        .post('/api/lender-accounts')
        .send(lenderAccountBody({ ...BANK[2], email: 'broken@example.co.uk' }))
        .expect(500);
      expect(broken.body).toEqual({ statusCode: 500, code: 'INTERNAL', message: expect.any(String) });
      await logged.dataSource.query('DROP TRIGGER dp_fail');
      await logged.http().get('/api/health').set('X-Request-Id', 'dp-last-request-0001').expect(200);
      await logged.http().get('/api/admin/check').set('X-Request-Id', 'dp-last-request-0002').expect(200);

      // The capture really saw the app's logs: the last request and the failure's stack.
      expect(await logged.output.waitFor('dp-last-request-0002')).toBe(true);
      logs = logged.output.text();
      expect(logs).toContain('/api/lender-accounts');
      expect(logs).toMatch(/forced failure/);
      expect(clearBankValuesIn(logs)).toEqual([]);
    } finally {
      await logged.close();
      // DP_SHOW_LOGS=1 prints what the app logged, to see what an operator would.
      if (process.env.DP_SHOW_LOGS) process.stderr.write(`${logs}\n`);
    }
  });
});
