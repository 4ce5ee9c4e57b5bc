import { CHECKOUT_MESSAGES, LENDER_MESSAGES } from '@dw/contracts';
import { lenderAccountBody } from './support/fuzz/world';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

/** Addresses that look like ann@example.com in a list but are not (contracts/src/email-address.ts). */
const LOOKALIKES: readonly [string, string][] = [
  ['a zero-width space', 'ann\u200b@example.com'],
  ['a right-to-left override', 'ann\u202e@example.com'],
  ['a left-to-right isolate', 'ann@exa\u2066mple.com'],
  ['a byte order mark inside', 'an\ufeffn@example.com'],
  ['a soft hyphen', 'an\u00adn@example.com'],
  ['a left-to-right mark', 'ann\u200e@example.com'],
];

describeEachDatabase('e-mail addresses with invisible characters', (ctx) => {
  let productId: string;
  beforeAll(async () => {
    productId = (await createProduct(ctx(), { availableSizes: ['10'], stock: { '10': 5 } })).id;
  });

  const refused = (message: string) => ({ statusCode: 400, code: 'VALIDATION_FAILED', message });

  it.each(LOOKALIKES)('are refused everywhere an address is taken: %s', async (_label, email) => {
    const tables = ['lender_accounts', 'newsletter_subscribers', 'orders', 'lender_sign_in_links', 'outbox_messages'];
    const before = await Promise.all(tables.map((t) => ctx().count(t)));
    const http = () => ctx().http();

    expect((await http().post('/api/lender-accounts').send(lenderAccountBody({ email })).expect(400)).body).toEqual(
      refused(LENDER_MESSAGES.email),
    );
    expect((await http().post('/api/lender/sign-in-link').send({ email }).expect(400)).body).toEqual(refused(LENDER_MESSAGES.email));
    expect((await http().post('/api/newsletter').send({ email }).expect(400)).body).toEqual(refused(LENDER_MESSAGES.email));
    const order = orderBody(
      [{ productId, size: '10', duration: 2, quantity: 1, startDate: ukDate(9) }],
      { customerEmail: email },
      newSessionId(),
    );
    expect((await http().post('/api/orders').send(order).expect(400)).body).toEqual(refused(CHECKOUT_MESSAGES.email));

    expect(await Promise.all(tables.map((t) => ctx().count(t)))).toEqual(before);
  });

  it('while the same address without them is taken', async () => {
    await ctx().http().post('/api/newsletter').send({ email: 'ann.visible@example.com' }).expect(201);
  });
});
