import { type OrderView, type ProductView, RETURN_INSTRUCTIONS, addDays, formatDay } from '@dw/contracts';
import { JobRunner } from '../src/jobs/job-runner.service';
import { RETURN_REMINDERS_JOB } from '../src/orders/return-reminders.job';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { sentText } from './support/outbox';
import { describeEachDatabase } from './support/test-app';

let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

describeEachDatabase('return reminders', (ctx) => {
  let gown: ProductView;
  beforeAll(async () => {
    gown = await createProduct(ctx(), { name: 'Returning Gown', basePrice: '70.00', availableSizes: ['10'], stock: { '10': 40 } });
  });

  /** A 2-day rental ending on `end`, placed through checkout by `to`. */
  const place = async (to: string, end: string): Promise<OrderView> =>
    (
      await ctx()
        .http()
        .post('/api/orders')
        .send(
          orderBody(
            [{ productId: gown.id, size: '10', duration: 2, quantity: 1, startDate: addDays(end, -1) }],
            { customerEmail: to },
            newSessionId(),
          ),
        )
        .expect(201)
    ).body as OrderView;
  const move = async (id: string, status: string) =>
    (await ctx().adminAgent()).put(`/api/orders/${id}/status`).send({ status }).expect(200);
  const reminders = () =>
    ctx().dataSource.query<{ id: string; toAddress: string; subject: string }[]>(
      "SELECT id, toAddress, subject FROM outbox_messages WHERE kind = 'order-return-reminder' ORDER BY toAddress",
    );
  const run = (at: string) => ctx().app.get(JobRunner).runNow(RETURN_REMINDERS_JOB, new Date(at));

  it('reminds once, from 09:00 UK on her last rental day, only the dispatched order whose return post is tomorrow', async () => {
    const end = ukDate(20);
    const to = {
      due: address('due'),
      later: address('later'),
      earlier: address('earlier'),
      pending: address('pending'),
      completed: address('completed'),
      cancelled: address('cancelled'),
    };
    const due = await place(to.due, end);
    const later = await place(to.later, addDays(end, 1));
    const earlier = await place(to.earlier, addDays(end, -1));
    await place(to.pending, end);
    const completed = await place(to.completed, end);
    const cancelled = await place(to.cancelled, end);
    for (const order of [due, later, earlier, completed, cancelled]) await move(order.id, 'processing');
    await move(completed.id, 'completed');
    await move(cancelled.id, 'cancelled');

    // 07:00 UTC is 07:00 or 08:00 in the UK: too early, nothing yet.
    expect(await run(`${end}T07:00:00Z`)).toBe('ran');
    expect(await reminders()).toEqual([]);

    expect(await run(`${end}T12:00:00Z`)).toBe('ran');
    const sent = await reminders();
    expect(sent.map((m) => m.toAddress)).toEqual([to.due]);
    expect(sent[0].subject).toBe(`Your dress goes back tomorrow - order ${due.id.slice(-8).toUpperCase()}`);

    const text = (await sentText(ctx().app, sent[0].id)).replace(/\s+/g, ' ');
    expect(text).toContain(`Tomorrow, ${formatDay(addDays(end, 1))}, is the day to post back`);
    expect(text).toContain('Returning Gown, UK 10');
    for (const step of RETURN_INSTRUCTIONS) expect(text).toContain(step);
    const token = new RegExp(`/orders/${due.id}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
    expect(token).toBeDefined();
    await ctx().http().get(`/api/orders/${due.id}?token=${token}`).expect(200);

    // The next hour's run (and the same hour's, through the lease) sends nothing more.
    expect(await run(`${end}T12:30:00Z`)).toBe('leased');
    expect(await run(`${end}T13:00:00Z`)).toBe('ran');
    expect((await reminders()).map((m) => m.toAddress)).toEqual([to.due]);

    const [row] = await ctx().dataSource.query<{ returnReminderSentAt: unknown }[]>(
      'SELECT returnReminderSentAt FROM orders WHERE id = ?',
      [due.id],
    );
    expect(row.returnReminderSentAt).not.toBeNull();
  });
});
