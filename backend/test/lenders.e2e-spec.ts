import { createHash } from 'node:crypto';
import { LENDER_MESSAGES, LenderAccountInput } from '@dw/contracts';
import { lenderPhotos } from './support/fixtures';
import { Order } from '../src/orders/order.entity';
import { describeEachDatabase } from './support/test-app';

/** A valid account body (089999 / 66374958 passes VocaLink's MOD10 check); override what a test is about. */
const lenderBody = (overrides: Record<string, unknown> = {}): LenderAccountInput & Record<string, unknown> => ({
  fullName: 'Amelia Hart',
  email: 'amelia@example.co.uk',
  phone: '07700 900123',
  address: '12 Rosewood Lane, Bath BA1 2AB',
  bankAccountName: 'A Hart',
  sortCode: '08-99-99',
  accountNumber: '66374958',
  ...overrides,
});

const listingBody = (lenderAccountId: string, imageUrls: string[]) => ({
  lenderAccountId,
  name: 'Midnight Velvet Gown',
  brand: 'Jenny Packham',
  description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
  category: 'evening-gown',
  condition: 'excellent',
  occasion: 'gala-awards',
  sizes: ['12', '10'],
  originalPrice: 950,
  rentalPrice2Day: 85,
  rentalPrice4Day: 130,
  careInstructions: 'Dry clean only. Steam on low heat.',
  imageUrls,
});

/** Every way the clear bank details could show up: digits and the hyphenated sort code. */
const CLEAR_BANK_VALUES = ['089999', '08-99-99', '66374958', '107999', '88837491'];
const expectNoClearBankDetails = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const clear of CLEAR_BANK_VALUES) expect(text).not.toContain(clear);
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describeEachDatabase('lender accounts', (ctx) => {
  let made = 0;
  /** An account with an address of its own (one live account per address) unless the test names one. */
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await ctx()
      .http()
      .post('/api/lender-accounts')
      .send(lenderBody({ email: `lender${++made}@example.co.uk`, ...overrides }))
      .expect(201);
    expectNoClearBankDetails(res.body);
    return res.body as { id: string; status: string; token: string };
  };
  const rawRow = async (id: string): Promise<Record<string, unknown>> => {
    const rows: Record<string, unknown>[] = await ctx().dataSource.query('SELECT * FROM lender_accounts WHERE id = ?', [id]);
    return rows[0];
  };

  let first: { id: string; token: string };

  it('creates an account: 201 with its id, pending status and a one-time token', async () => {
    const res = await ctx().http().post('/api/lender-accounts').send(lenderBody()).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'status', 'token']);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.status).toBe('pending');
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    first = res.body;
  });

  it('stores bank details only as ciphertext and the token only as its hash', async () => {
    const row = await rawRow(first.id);
    expectNoClearBankDetails(row);
    expect(row.sortCodeEncrypted).toMatch(/^v1:/);
    expect(row.accountNumberEncrypted).toMatch(/^v1:/);
    expect(row.tokenHash).toBe(sha256(first.token));
    expect(JSON.stringify(row)).not.toContain(first.token);
    expect(row).toMatchObject({ fullName: 'Amelia Hart', email: 'amelia@example.co.uk', status: 'pending' });
  });

  it('accepts a sort code without hyphens and trims text', async () => {
    const before = await ctx().count('lender_accounts');
    const created = await create({ sortCode: '107999', accountNumber: '88837491', fullName: '  Ben Cole  ', email: ' ben@example.com ' });
    expect(await ctx().count('lender_accounts')).toBe(before + 1);
    expect(await rawRow(created.id)).toMatchObject({ fullName: 'Ben Cole', email: 'ben@example.com' });
  });

  it('lists accounts for the admin, newest first, with bank details masked', async () => {
    const latest = await create({ fullName: 'Cara Diaz', email: 'cara@example.co.uk', sortCode: '10-79-99', accountNumber: '88837491' });
    const agent = await ctx().adminAgent();
    const res = await agent.get('/api/lender-accounts').expect(200);
    expectNoClearBankDetails(res.body);
    expect(res.body[0]).toEqual({
      id: latest.id,
      fullName: 'Cara Diaz',
      email: 'cara@example.co.uk',
      phone: '07700 900123',
      address: '12 Rosewood Lane, Bath BA1 2AB',
      bankAccountName: 'A Hart',
      sortCode: '••-••-99',
      accountNumber: '••••7491',
      status: 'pending',
      rejectionReason: null,
      createdAt: expect.any(String),
      erasedAt: null,
    });
    const firstView = res.body.find((a: { id: string }) => a.id === first.id);
    expect(firstView).toMatchObject({ sortCode: '••-••-99', accountNumber: '••••4958' });
    const times = res.body.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers 401 on the admin routes without a session', async () => {
    const http = ctx().http;
    for (const res of [
      await http().get('/api/lender-accounts'),
      await http().put(`/api/lender-accounts/${first.id}/status`).send({ status: 'approved' }),
      await http().delete(`/api/lender-accounts/${first.id}/personal-data`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
    expect((await rawRow(first.id)).status).toBe('pending');
  });

  describe('refuses bad input with the form message and writes nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing full name', { fullName: undefined }, LENDER_MESSAGES.fullName],
      ['one-letter full name', { fullName: 'A' }, LENDER_MESSAGES.fullName],
      ['full name that is one letter once trimmed', { fullName: '  A  ' }, LENDER_MESSAGES.fullName],
      ['full name that is not text', { fullName: 42 }, LENDER_MESSAGES.fullName],
      ['full name over 120 characters', { fullName: 'A'.repeat(121) }, 'Full name must be at most 120 characters.'],
      ['missing email', { email: undefined }, LENDER_MESSAGES.email],
      ['malformed email', { email: 'amelia.example.co.uk' }, LENDER_MESSAGES.email],
      ['email without a domain', { email: 'amelia@' }, LENDER_MESSAGES.email],
      ['missing phone', { phone: undefined }, LENDER_MESSAGES.phone],
      ['phone under 10 characters', { phone: '0770 9001' }, LENDER_MESSAGES.phone],
      ['phone with letters', { phone: '07700 90012a' }, LENDER_MESSAGES.phone],
      ['phone over 20 characters', { phone: '+44 (0) 7700 900 123 45' }, LENDER_MESSAGES.phone],
      ['missing address', { address: undefined }, LENDER_MESSAGES.address],
      ['address under 10 characters', { address: '1 Lane' }, LENDER_MESSAGES.address],
      ['address over 500 characters', { address: 'x'.repeat(501) }, 'Address must be at most 500 characters.'],
      ['missing account holder name', { bankAccountName: undefined }, LENDER_MESSAGES.bankAccountName],
      ['one-letter account holder name', { bankAccountName: ' A ' }, LENDER_MESSAGES.bankAccountName],
      ['account holder name over 18 characters (Bacs)', { bankAccountName: 'B'.repeat(19) }, LENDER_MESSAGES.bankAccountName],
      ['account holder name with a line break', { bankAccountName: 'A Hart\r\n"000000","99999999"' }, LENDER_MESSAGES.bankAccountName],
      ['account holder name with a NUL', { bankAccountName: 'A\u0000Hart' }, LENDER_MESSAGES.bankAccountName],
      ['account holder name with a control character', { bankAccountName: 'A\u001bHart' }, LENDER_MESSAGES.bankAccountName],
      ['account holder name with full-width ＝＋－＠', { bankAccountName: '\uff1d\uff0b\uff0d\uff20' }, LENDER_MESSAGES.bankAccountName],
      ['account holder name as a formula', { bankAccountName: '=SUM(A1)' }, LENDER_MESSAGES.bankAccountName],
      ['missing sort code', { sortCode: undefined }, LENDER_MESSAGES.sortCode],
      ['five-digit sort code', { sortCode: '08999' }, LENDER_MESSAGES.sortCode],
      ['seven-digit sort code', { sortCode: '0899991' }, LENDER_MESSAGES.sortCode],
      ['sort code with letters', { sortCode: '08-99-9a' }, LENDER_MESSAGES.sortCode],
      ['sort code with spaces', { sortCode: '08 99 99' }, LENDER_MESSAGES.sortCode],
      ['sort code as a number', { sortCode: 89999 }, LENDER_MESSAGES.sortCode],
      ['missing account number', { accountNumber: undefined }, LENDER_MESSAGES.accountNumber],
      ['seven-digit account number', { accountNumber: '6637495' }, LENDER_MESSAGES.accountNumber],
      ['nine-digit account number', { accountNumber: '663749580' }, LENDER_MESSAGES.accountNumber],
      ['account number with a letter', { accountNumber: '6637495a' }, LENDER_MESSAGES.accountNumber],
      ['account number as a number', { accountNumber: 66374958 }, LENDER_MESSAGES.accountNumber],
    ];

    it.each(cases)('%s', async (_name, overrides, message) => {
      const before = await ctx().count('lender_accounts');
      const res = await ctx().http().post('/api/lender-accounts').send(lenderBody(overrides)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(await ctx().count('lender_accounts')).toBe(before);
    });
  });

  it('refuses bank details that fail the VocaLink modulus check', async () => {
    const before = await ctx().count('lender_accounts');
    const res = await ctx()
      .http()
      .post('/api/lender-accounts')
      .send(lenderBody({ sortCode: '93-80-63', accountNumber: '15764273' }))
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'BANK_DETAILS_INVALID', message: LENDER_MESSAGES.bankDetailsInvalid });
    expect(await ctx().count('lender_accounts')).toBe(before);
  });

  it('refuses agreedToTerms, which stays in the form, as an unknown field', async () => {
    const before = await ctx().count('lender_accounts');
    const res = await ctx()
      .http()
      .post('/api/lender-accounts')
      .send(lenderBody({ agreedToTerms: true }))
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'UNKNOWN_FIELD',
      message: "Unknown field 'agreedToTerms' - it is not part of this request.",
    });
    const status = await ctx()
      .http()
      .post('/api/lender-accounts')
      .send(lenderBody({ status: 'approved' }))
      .expect(400);
    expect(status.body.code).toBe('UNKNOWN_FIELD');
    expect(await ctx().count('lender_accounts')).toBe(before);
  });

  describe('status', () => {
    it('approves a pending account and answers with the masked view', async () => {
      const agent = await ctx().adminAgent();
      const res = await agent.put(`/api/lender-accounts/${first.id}/status`).send({ status: 'approved' }).expect(200);
      expect(res.body).toMatchObject({ id: first.id, status: 'approved', sortCode: '••-••-99', accountNumber: '••••4958' });
      expectNoClearBankDetails(res.body);
    });

    it('refuses illegal transitions with 409 and changes nothing', async () => {
      const agent = await ctx().adminAgent();
      const approvedToRejected = await agent
        .put(`/api/lender-accounts/${first.id}/status`)
        .send({ status: 'rejected', reason: 'We could not verify the bank account.' })
        .expect(409);
      expect(approvedToRejected.body).toEqual({
        statusCode: 409,
        code: 'ILLEGAL_TRANSITION',
        message: 'A lender account cannot move from approved to rejected.',
      });
      const other = await create({ fullName: 'Dana Eve' });
      await agent
        .put(`/api/lender-accounts/${other.id}/status`)
        .send({ status: 'rejected', reason: 'We could not verify the bank account.' })
        .expect(200);
      const rejectedToApproved = await agent.put(`/api/lender-accounts/${other.id}/status`).send({ status: 'approved' }).expect(409);
      expect(rejectedToApproved.body.message).toBe('A lender account cannot move from rejected to approved.');
      expect((await rawRow(first.id)).status).toBe('approved');
      expect((await rawRow(other.id)).status).toBe('rejected');
    });

    it('lets only one of two simultaneous decisions land', async () => {
      const agent = await ctx().adminAgent();
      const other = await create({ fullName: 'Gina Hall' });
      const [a, b] = await Promise.all([
        agent.put(`/api/lender-accounts/${other.id}/status`).send({ status: 'approved' }),
        agent.put(`/api/lender-accounts/${other.id}/status`).send({ status: 'rejected', reason: 'We could not verify the bank account.' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? a : b;
      expect((await rawRow(other.id)).status).toBe(winner.body.status);
    });

    it('answers 400 for a bad status value, 404 for an unknown account and refuses unknown fields', async () => {
      const agent = await ctx().adminAgent();
      const other = await create({ fullName: 'Evan Ford' });
      for (const status of ['pending', 'banana', undefined]) {
        const res = await agent.put(`/api/lender-accounts/${other.id}/status`).send({ status }).expect(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Status must be one of approved, rejected.' });
      }
      const extra = await agent.put(`/api/lender-accounts/${other.id}/status`).send({ status: 'approved', note: 'ok' }).expect(400);
      expect(extra.body.code).toBe('UNKNOWN_FIELD');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await agent.put(`/api/lender-accounts/${id}/status`).send({ status: 'approved' }).expect(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'LENDER_ACCOUNT_NOT_FOUND', message: 'Lender account not found.' });
      }
      expect((await rawRow(other.id)).status).toBe('pending');
    });
  });

  describe('erasure of personal data', () => {
    it('blanks personal and bank fields, kills the token and keeps listings, products and orders', async () => {
      const agent = await ctx().adminAgent();
      const lender = await create({ fullName: 'Fiona Grey', email: 'fiona@example.com', sortCode: '107999', accountNumber: '88837491' });
      await agent.put(`/api/lender-accounts/${lender.id}/status`).send({ status: 'approved' }).expect(200);
      const photos = await lenderPhotos(ctx(), lender.token);
      const listing = await ctx()
        .http()
        .post('/api/dress-listings')
        .set('X-Lender-Token', lender.token)
        .send(listingBody(lender.id, photos))
        .expect(201);
      await agent.put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'approved' }).expect(200);
      const live = await agent.put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'live' }).expect(200);
      const order = await ctx()
        .dataSource.getRepository(Order)
        .save({
          customerName: 'Grace Hill',
          customerEmail: 'grace@example.com',
          customerPhone: '07700 900456',
          deliveryAddress: '3 Mill Road, York YO1 7AA',
          rentalStartDate: '2031-06-01',
          rentalEndDate: '2031-06-03',
          subtotal: '85.00',
          cleaningFee: '15.00',
          insurance: '8.00',
          total: '108.00',
          status: 'pending',
          items: [
            {
              productId: live.body.productId,
              productName: 'Midnight Velvet Gown',
              size: '10',
              duration: 2,
              quantity: 1,
              unitPrice: '85.00',
            },
          ],
        });
      const counts = async () => ({
        lenders: await ctx().count('lender_accounts'),
        listings: await ctx().count('dress_listings'),
        products: await ctx().count('products'),
        orders: await ctx().count('orders'),
        items: await ctx().count('order_items'),
      });
      const before = await counts();

      const res = await agent.delete(`/api/lender-accounts/${lender.id}/personal-data`).expect(200);
      expect(res.body).toEqual({
        id: lender.id,
        fullName: 'Erased lender',
        email: '',
        phone: '',
        address: '',
        bankAccountName: '',
        sortCode: '',
        accountNumber: '',
        status: 'approved',
        rejectionReason: null,
        createdAt: expect.any(String),
        erasedAt: expect.any(String),
      });

      const row = await rawRow(lender.id);
      expect(row).toMatchObject({
        fullName: 'Erased lender',
        email: '',
        phone: '',
        address: '',
        bankAccountName: '',
        sortCodeEncrypted: '',
        accountNumberEncrypted: '',
      });
      expect(JSON.stringify(row)).not.toMatch(/Fiona|fiona@example\.com|07700 900123|Rosewood/);
      expect(row.tokenHash).not.toBe(sha256(lender.token));
      expect(await counts()).toEqual(before);
      expect(await ctx().dataSource.getRepository(Order).countBy({ id: order.id })).toBe(1);

      const listings = await agent.get('/api/dress-listings').expect(200);
      expect(listings.body.find((l: { id: string }) => l.id === listing.body.id)).toMatchObject({
        lenderName: 'Erased lender',
        status: 'live',
        productId: live.body.productId,
      });
      await ctx().http().get(`/api/products/${live.body.productId}`).expect(200);

      const submit = await ctx()
        .http()
        .post('/api/dress-listings')
        .set('X-Lender-Token', lender.token)
        .send(listingBody(lender.id, photos))
        .expect(401);
      expect(submit.body.code).toBe('LENDER_TOKEN_REQUIRED');
      await ctx().http().post('/api/objects/upload').set('X-Lender-Token', lender.token).expect(401);
    });

    it('is idempotent, and an erased account can no longer change status', async () => {
      const agent = await ctx().adminAgent();
      const lender = await create({ fullName: 'Hana Ito' });
      const once = await agent.delete(`/api/lender-accounts/${lender.id}/personal-data`).expect(200);
      const twice = await agent.delete(`/api/lender-accounts/${lender.id}/personal-data`).expect(200);
      expect(twice.body).toEqual(once.body);
      const res = await agent.put(`/api/lender-accounts/${lender.id}/status`).send({ status: 'approved' }).expect(409);
      expect(res.body.code).toBe('LENDER_ERASED');
      expect((await rawRow(lender.id)).status).toBe('pending');
    });

    it('answers 404 for an unknown account', async () => {
      const agent = await ctx().adminAgent();
      await agent.delete('/api/lender-accounts/00000000-0000-4000-8000-000000000000/personal-data').expect(404);
    });
  });

  it('still lists accounts whose bank details cannot be decrypted (e.g. after a key change)', async () => {
    const lender = await create({ fullName: 'Ivy Jones' });
    const sealed = (await rawRow(lender.id)).accountNumberEncrypted as string;
    // Same shape, one ciphertext byte flipped: GCM refuses it.
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3], 'base64');
    body[0] ^= 1;
    parts[3] = body.toString('base64');
    await ctx().dataSource.query('UPDATE lender_accounts SET accountNumberEncrypted = ? WHERE id = ?', [parts.join(':'), lender.id]);
    const agent = await ctx().adminAgent();
    const res = await agent.get('/api/lender-accounts').expect(200);
    expect(res.body.find((a: { id: string }) => a.id === lender.id)).toMatchObject({ sortCode: '••-••-??', accountNumber: '••••????' });
  });

  it('never shows clear bank details in the admin list, after everything above', async () => {
    const agent = await ctx().adminAgent();
    const res = await agent.get('/api/lender-accounts').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    expectNoClearBankDetails(res.body);
    const rows = await ctx().dataSource.query('SELECT * FROM lender_accounts');
    expectNoClearBankDetails(rows);
  });

  it('documents every lender route in the OpenAPI document', async () => {
    const doc = await ctx().http().get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths['/api/lender-accounts']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.body.paths['/api/lender-accounts/{id}/status'])).toEqual(['put']);
    expect(Object.keys(doc.body.paths['/api/lender-accounts/{id}/personal-data'])).toEqual(['delete']);
    expect(doc.body.paths['/api/lender-accounts'].post.responses).toHaveProperty('400');
  });
});
