import type { OrderView, ProductView } from '@dw/contracts';
import { ORDER_STATUSES, orderStatusTally } from '@dw/contracts';
import { OrderProcess } from '../src/orders/order-process';
import { createProduct, orderBody, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

describeEachDatabase('the order process', (ctx) => {
  let gown: ProductView;
  beforeAll(async () => {
    gown = await createProduct(ctx(), { name: 'Process Gown', basePrice: '60.00', availableSizes: ['10'], stock: { '10': 40 } });
  });

  let day = 10;
  const place = async (customerEmail = 'process@example.org'): Promise<OrderView> => {
    const startDate = ukDate((day += 7));
    const res = await ctx()
      .http()
      .post('/api/orders')
      .send(orderBody([{ productId: gown.id, size: '10', duration: 2, quantity: 1, startDate }], { customerEmail }))
      .expect(201);
    return res.body as OrderView;
  };
  const statusOf = async (id: string) =>
    (await ctx().dataSource.query<{ status: string }[]>('SELECT status FROM orders WHERE id = ?', [id]))[0]?.status;
  const counts = async () => ({ bookings: await ctx().count('bookings'), outbox: await ctx().count('outbox_messages') });

  /** The status tallies as the process keeps them, and as a recount of the orders table says they should be. */
  async function talliesAndRecount(): Promise<[Record<string, number>, Record<string, number>]> {
    const tallies: Record<string, number> = {};
    const recount: Record<string, number> = {};
    for (const status of ORDER_STATUSES) {
      const [tally] = await ctx().dataSource.query<{ value: string | number }[]>('SELECT value FROM order_tallies WHERE name = ?', [
        orderStatusTally(status),
      ]);
      tallies[status] = Number(tally?.value ?? 0);
      recount[status] = await ctx()
        .dataSource.query('SELECT COUNT(*) AS n FROM orders WHERE status = ?', [status])
        .then((rows: { n: string | number }[]) => Number(rows[0].n));
    }
    return [tallies, recount];
  }

  it('keeps the dashboard’s tallies equal to the orders, through placing, a move and a bulk cancel', async () => {
    const admin = await ctx().adminAgent();
    const [a, b, c] = [await place(), await place(), await place('other@example.org')];
    let [tallies, recount] = await talliesAndRecount();
    expect(tallies).toEqual(recount);
    expect(tallies.pending).toBeGreaterThanOrEqual(3);

    await admin.put(`/api/orders/${a.id}/status`).send({ status: 'processing' }).expect(200);
    await admin
      .post('/api/orders/holds/cancel')
      .send({ orderIds: [b.id, c.id] })
      .expect(200);
    [tallies, recount] = await talliesAndRecount();
    expect(tallies).toEqual(recount);
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['processing', 'cancelled', 'cancelled']);
  });

  it('refuses a move its guard forbids (dispatch after the rental ended) and changes nothing, e-mail included', async () => {
    const admin = await ctx().adminAgent();
    const order = await place();
    // The rental is over (a date a renter could never have chosen, so it is set here).
    const ended = ukDate(-1);
    await ctx().dataSource.query('UPDATE orders SET rentalStartDate = ?, rentalEndDate = ? WHERE id = ?', [ukDate(-3), ended, order.id]);
    const before = await counts();
    const res = await admin.put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'ILLEGAL_TRANSITION' });
    expect(res.body.message).toMatch(/^This order's rental ended on .*: it can no longer be dispatched, only cancelled\.$/);
    expect(await statusOf(order.id)).toBe('pending');
    expect(await counts()).toEqual(before);
    // Cancelling it is still allowed.
    await admin.put(`/api/orders/${order.id}/status`).send({ status: 'cancelled' }).expect(200);
  });

  it('refuses a bulk move the table forbids before writing anything (completed orders cannot be cancelled)', async () => {
    const admin = await ctx().adminAgent();
    const [done, waiting] = [await place(), await place()];
    await admin.put(`/api/orders/${done.id}/status`).send({ status: 'processing' }).expect(200);
    await admin.put(`/api/orders/${done.id}/status`).send({ status: 'completed' }).expect(200);
    const before = await counts();
    const [talliesBefore] = await talliesAndRecount();
    const process = ctx().app.get(OrderProcess);
    await expect(
      ctx().dataSource.transaction((m) => process.moveAll(m, [done.id, waiting.id], 'completed', 'cancelled')),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'ILLEGAL_TRANSITION', message: 'An order cannot move from completed to cancelled.' });
    expect([await statusOf(done.id), await statusOf(waiting.id)]).toEqual(['completed', 'pending']);
    expect(await counts()).toEqual(before);
    expect((await talliesAndRecount())[0]).toEqual(talliesBefore);
  });
});
