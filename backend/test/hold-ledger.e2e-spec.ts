import request from 'supertest';
import type { Server } from 'node:http';
import type { CataloguePage, OrderView, ProductView } from '@dw/contracts';
import { addDays } from '@dw/contracts';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { productBody } from './support/fixtures';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { withTwoReplicas } from './support/two-replicas';
import { ADMIN_PASSWORD, describeEachDatabase } from './support/test-app';

/*
 * "Available on" answers from each replica's hold ledger, kept current from the log of booking
 * changes (docs/decisions/0026-holds-ledger.md): every way a booking is made, shortened or removed
 * must show in the very next dated answer, on this instance and on another sharing the database,
 * and a ledger that fell behind the log must still answer right.
 */

const DAY = 24 * 60 * 60 * 1000;
const line = (product: ProductView, startDate: string, duration = 2) => ({
  productId: product.id,
  size: product.availableSizes[0],
  duration,
  quantity: 1,
  startDate,
});

describeEachDatabase('hold ledger', (ctx) => {
  const ids = async (query: Record<string, string>) =>
    ((await ctx().http().get('/api/catalogue').query(query).expect(200)).body as CataloguePage).items.map((d) => d.id);
  const specIds = async (query: Record<string, string>) =>
    ((await ctx().http().get('/api/products').query(query).expect(200)).body as ProductView[]).map((d) => d.id);
  const place = async (lines: unknown[]) =>
    (
      await ctx()
        .http()
        .post('/api/orders')
        .set('Idempotency-Key', `k-${newSessionId()}`)
        .send(orderBody(lines as never))
        .expect(201)
    ).body as OrderView;
  const dress = (name: string) => createProduct(ctx(), { name, availableSizes: ['10'] });

  it('follows an order through placing, cancelling and an early return', async () => {
    const [kept, cancelled, returned] = [await dress('Ledgera Gown'), await dress('Ledgera Dress'), await dress('Ledgera Suit')];
    const start = ukDate(40);
    const query = { q: 'ledgera', availableOn: start };
    // Warm: every dress free, so a stale copy would show.
    expect((await ids(query)).sort()).toEqual([kept.id, cancelled.id, returned.id].sort());

    const orders = [await place([line(kept, start)]), await place([line(cancelled, start)]), await place([line(returned, start, 4)])];
    expect(await ids(query)).toEqual([]);
    expect(await specIds({ availableOn: start, size: '10' })).not.toContain(kept.id);
    // Another date of the same dresses is untouched; a question twice gives the same answer.
    expect((await ids({ q: 'ledgera', availableOn: addDays(start, 20) })).length).toBe(3);
    expect(await ids(query)).toEqual([]);

    const agent = await ctx().adminAgent();
    await agent.put(`/api/orders/${orders[1].id}/status`).send({ status: 'cancelled' }).expect(200);
    expect(await ids(query)).toEqual([cancelled.id]);
    // Back before it went out: completing it frees every day it had not yet held.
    await agent.put(`/api/orders/${orders[2].id}/status`).send({ status: 'processing' }).expect(200);
    await agent.put(`/api/orders/${orders[2].id}/status`).send({ status: 'completed' }).expect(200);
    expect((await ids(query)).sort()).toEqual([cancelled.id, returned.id].sort());
    expect((await specIds({ availableOn: start })).filter((id) => id !== kept.id)).toEqual(
      expect.arrayContaining([cancelled.id, returned.id]),
    );
  });

  it('follows a block made and taken away, and a bulk cancel of a client’s holds', async () => {
    const [blocked, held] = [await dress('Blockeda Gown'), await dress('Blockeda Dress')];
    const start = ukDate(50);
    const query = { q: 'blockeda', availableOn: start, duration: '4' };
    expect((await ids(query)).length).toBe(2);

    const agent = await ctx().adminAgent();
    const block = (
      await agent
        .post(`/api/products/${blocked.id}/blocks`)
        .send({ size: '10', startDate: addDays(start, -10), endDate: addDays(start, 60) })
        .expect(201)
    ).body as { id: string };
    const order = await place([line(held, start)]);
    expect(await ids(query)).toEqual([]);

    await agent.delete(`/api/products/${blocked.id}/blocks/${block.id}`).expect(204);
    await agent
      .post('/api/orders/holds/cancel')
      .send({ orderIds: [order.id] })
      .expect(200);
    expect((await ids(query)).sort()).toEqual([blocked.id, held.id].sort());
  });

  it('answers right after the log it was following has been cleaned away', async () => {
    const [first, second] = [await dress('Purgeda Gown'), await dress('Purgeda Dress')];
    const start = ukDate(60);
    const query = { q: 'purgeda', availableOn: start };
    expect((await ids(query)).length).toBe(2);
    await place([line(first, start)]);
    expect(await ids(query)).toEqual([second.id]);

    // The hourly clean-up a day and more later deletes the log; a booking then starts a new one
    // this instance cannot follow from where it was.
    const report = await ctx()
      .app.get(HousekeepingService)
      .clean(new Date(Date.now() + 2 * DAY));
    expect(report.bookingChanges).toBeGreaterThan(0);
    expect(await ctx().count('booking_changes')).toBe(0);
    await ctx().dataSource.query('UPDATE bookings_state SET version = version + 1');
    await place([line(second, start)]);
    expect(await ids(query)).toEqual([]);
    // A second clean-up finds nothing more of that age.
    const again = await ctx()
      .app.get(HousekeepingService)
      .clean(new Date(Date.now() + 2 * DAY));
    expect(again.bookingChanges).toBe(1);
    expect(
      (
        await ctx()
          .app.get(HousekeepingService)
          .clean(new Date(Date.now() + 2 * DAY))
      ).bookingChanges,
    ).toBe(0);
  });
});

describe('hold ledger across replicas [mariadb]', () => {
  const run = process.env.DW_MARIADB === '1' ? it : it.skip;
  const catalogue = async (server: Server, query: Record<string, string>) =>
    ((await request(server).get('/api/catalogue').query(query).expect(200)).body as CataloguePage).items.map((d) => d.id);

  run('a booking made on one replica shows in the next dated answer of the other, also after the other fell behind', async () => {
    await withTwoReplicas(async ([a, b], [appA]) => {
      const admin = request.agent(a);
      await admin.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
      const made = [];
      for (const name of ['Replicata Gown', 'Replicata Dress', 'Replicata Suit'])
        made.push(
          (
            await admin
              .post('/api/products')
              .send(productBody({ name, availableSizes: ['12'] }))
              .expect(201)
          ).body as ProductView,
        );
      const start = ukDate(45);
      const query = { q: 'replicata', availableOn: start };
      expect((await catalogue(b, query)).length).toBe(3);

      const order = (
        await request(a)
          .post('/api/orders')
          .set('Idempotency-Key', `k-${newSessionId()}`)
          .send(orderBody([line(made[0], start)]))
          .expect(201)
      ).body as OrderView;
      expect((await catalogue(b, query)).sort()).toEqual([made[1].id, made[2].id].sort());
      await admin.put(`/api/orders/${order.id}/status`).send({ status: 'cancelled' }).expect(200);
      expect((await catalogue(b, query)).length).toBe(3);

      // B falls behind while A books and the log is cleaned: B reloads the bookings.
      await request(a)
        .post('/api/orders')
        .set('Idempotency-Key', `k-${newSessionId()}`)
        .send(orderBody([line(made[1], start)]))
        .expect(201);
      await appA.get(HousekeepingService).clean(new Date(Date.now() + 2 * DAY));
      await admin
        .post(`/api/products/${made[2].id}/blocks`)
        .send({ size: '12', startDate: start, endDate: addDays(start, 3) })
        .expect(201);
      expect(await catalogue(b, query)).toEqual([made[0].id]);
      expect(await catalogue(a, query)).toEqual([made[0].id]);
    });
  });

  run('a bulk cancel and single status changes of the same orders at once never deadlock', async () => {
    await withTwoReplicas(async ([a, b]) => {
      const admins = [request.agent(a), request.agent(b)];
      for (const admin of admins) await admin.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
      const product = (
        await admins[0]
          .post('/api/products')
          .send(productBody({ name: 'Race Gown', availableSizes: ['10'], stock: { '10': 50 } }))
          .expect(201)
      ).body as ProductView;
      for (let round = 0; round < 5; round++) {
        const orders: OrderView[] = [];
        for (let i = 0; i < 4; i++) {
          orders.push(
            (
              await request(a)
                .post('/api/orders')
                .set('Idempotency-Key', `k-${newSessionId()}`)
                .send(orderBody([line(product, ukDate(30 + round * 10 + i))], { customerEmail: `race-${round}-${i}@example.com` }))
                .expect(201)
            ).body as OrderView,
          );
        }
        const answers = await Promise.all([
          admins[0].post('/api/orders/holds/cancel').send({ orderIds: orders.map((o) => o.id) }),
          ...orders.map((o, i) => admins[1].put(`/api/orders/${o.id}/status`).send({ status: i % 2 ? 'cancelled' : 'processing' })),
        ]);
        // Whoever comes second finds the order moved on (409), never a deadlock's 500.
        expect(answers.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
      }
    });
  });
});
