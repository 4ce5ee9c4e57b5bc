import type { OrderPaymentView, OrderReceiptView, OrderView, PaymentMovementView } from '@dw/contracts';
import { createProduct, orderBody, ukDate } from './support/orders-fixtures';
import { deliveredMail } from './support/outbox';
import { describeEachDatabase } from './support/test-app';

const START = ukDate(15);

describeEachDatabase(
  'manual payments (bank transfer recorded by the admin)',
  (ctx) => {
    let productId: string;

    beforeAll(async () => {
      productId = (await createProduct(ctx(), { basePrice: '47.37', stock: { '8': 20, '10': 20, '12': 20 } })).id;
    });

    const place = async (email = 'ada@example.com') =>
      (
        await ctx()
          .http()
          .post('/api/orders')
          .send(orderBody([{ productId, size: '10', duration: 2, quantity: 1, startDate: START }], { customerEmail: email }))
          .expect(201)
      ).body as OrderView;
    const movements = async (orderId: string) => {
      const res = await (await ctx().adminAgent()).get(`/api/orders/${orderId}/payment/movements`);
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body as PaymentMovementView[];
    };
    const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

    it('places the order awaiting payment, and the confirmation e-mail and the order page say how to pay', async () => {
      const order = await place('bank@example.com');
      const reference = order.id.slice(-8).toUpperCase();
      expect(order.payment).toEqual({
        provider: 'manual',
        status: 'awaiting-payment',
        amountDue: '70.37',
        paid: '0.00',
        refunded: '0.00',
        authorised: '0.00',
        redirectUrl: null,
        holdExpiresAt: null,
        bankTransfer: { accountName: 'Shop Account Ltd', sortCode: '20-30-40', accountNumber: '41234567', reference, amount: '70.37' },
      });
      const mail = (await deliveredMail(ctx().app)).find((m) => m.to.includes('bank@example.com'));
      expect(oneLine(mail?.text)).toContain('awaiting your bank transfer');
      expect(oneLine(mail?.text)).toContain(
        `Please pay £70.37 by bank transfer to Shop Account Ltd, sort code 20-30-40, account number 41234567, with the reference ${reference}`,
      );
      const token = new RegExp(`/orders/${order.id}\\?token=([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
      const receipt = (await ctx().http().get(`/api/orders/${order.id}?token=${token}`).expect(200)).body as OrderReceiptView;
      expect(receipt.payment.status).toBe('awaiting-payment');
      expect(receipt.payment.bankTransfer?.reference).toBe(reference);
    });

    it('records a payment received: a recorded movement, the order paid, the renter e-mailed; a second record is refused', async () => {
      const order = await place('paid@example.com');
      const agent = await ctx().adminAgent();
      const paid = (
        await agent
          .post(`/api/orders/${order.id}/payment/record`)
          .send({ amount: '70.37', method: 'bank-transfer', reference: 'HSBC 28/11 ref' })
          .expect(200)
      ).body as OrderPaymentView;
      expect(paid).toMatchObject({ status: 'paid', paid: '70.37', bankTransfer: null });
      expect(await movements(order.id)).toEqual([
        expect.objectContaining({ kind: 'recorded', amount: '70.37', method: 'bank-transfer', providerReference: 'HSBC 28/11 ref' }),
      ]);
      const list = (await agent.get('/api/orders?paymentStatus=paid').expect(200)).body as OrderView[];
      expect(list.map((o) => o.id)).toContain(order.id);
      expect(
        ((await agent.get('/api/orders?paymentStatus=awaiting-payment').expect(200)).body as OrderView[]).map((o) => o.id),
      ).not.toContain(order.id);
      const mail = (await deliveredMail(ctx().app)).find(
        (m) => m.to.includes('paid@example.com') && m.subject.startsWith('Payment received'),
      );
      expect(oneLine(mail?.text)).toContain('We have received your payment of £70.37 by bank transfer');

      const again = await agent
        .post(`/api/orders/${order.id}/payment/record`)
        .send({ amount: '70.37', method: 'bank-transfer', reference: 'x' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ statusCode: 409, code: 'PAYMENT_NOT_ALLOWED' });
      expect(await movements(order.id)).toHaveLength(1);
    });

    it.each([
      ['a negative amount', '-70.37', 'amount cannot be negative.'],
      ['fractions of a penny', '70.375', 'amount must be an amount in pounds and pence, such as 45.00 (whole pence, no £ sign).'],
      ['a pound sign', '£70.37', 'amount must be an amount in pounds and pence, such as 45.00 (whole pence, no £ sign).'],
      ['nothing', '0.00', 'amount must be more than £0.00.'],
      ['not the total', '70.00', "The amount must be the order's total, 70.37."],
    ])('refuses to record %s with a clear 400 and changes nothing', async (_case, amount, message) => {
      const order = await place();
      const res = await (
        await ctx().adminAgent()
      )
        .post(`/api/orders/${order.id}/payment/record`)
        .send({ amount, method: 'bank-transfer', reference: 'r' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'PAYMENT_AMOUNT_INVALID', message });
      expect(await movements(order.id)).toEqual([]);
    });

    it('refunds part with a reason, then no more than is left, and cancelling refunds the rest in full', async () => {
      const order = await place('refund@example.com');
      const agent = await ctx().adminAgent();
      await agent
        .post(`/api/orders/${order.id}/payment/record`)
        .send({ amount: '70.37', method: 'bank-transfer', reference: 'r' })
        .expect(200);
      const part = (
        await agent.post(`/api/orders/${order.id}/payment/refund`).send({ amount: '10.01', reason: 'Arrived late' }).expect(200)
      ).body as OrderPaymentView;
      expect(part).toMatchObject({ status: 'partially-refunded', paid: '70.37', refunded: '10.01' });
      const tooMuch = await agent.post(`/api/orders/${order.id}/payment/refund`).send({ amount: '60.37', reason: 'Again' });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.message).toBe('A refund can be at most £60.36: the £70.37 taken less refunds so far.');
      await agent.put(`/api/orders/${order.id}/status`).send({ status: 'cancelled' }).expect(200);
      const after = await ctx().http().get(`/api/orders?paymentStatus=refunded`);
      expect(after.status).toBe(401);
      const view = ((await agent.get(`/api/orders?paymentStatus=refunded`).expect(200)).body as OrderView[]).find((o) => o.id === order.id);
      expect(view?.payment).toMatchObject({ status: 'refunded', refunded: '70.37' });
      expect((await movements(order.id)).map((m) => [m.kind, m.amount, m.reason])).toEqual([
        ['recorded', '70.37', null],
        ['refunded', '10.01', 'Arrived late'],
        ['refunded', '60.36', 'Order cancelled'],
      ]);
      const refunds = (await deliveredMail(ctx().app)).filter(
        (m) => m.to.includes('refund@example.com') && m.subject.startsWith('Refund issued'),
      );
      // Both e-mails, in whichever order the sender took them (MariaDB keeps whole seconds).
      expect(refunds.map((m) => /We have refunded (£[\d.]+)/.exec(oneLine(m.text))?.[1]).sort()).toEqual(['£10.01', '£60.36']);
    });

    it('refuses a refund on an order nothing was paid on, and an admin action without a session', async () => {
      const order = await place();
      const res = await (
        await ctx().adminAgent()
      )
        .post(`/api/orders/${order.id}/payment/refund`)
        .send({ amount: '1.00', reason: 'Goodwill' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Nothing has been paid on this order, so there is nothing to refund.');
      await ctx()
        .http()
        .post(`/api/orders/${order.id}/payment/record`)
        .send({ amount: '70.37', method: 'cash', reference: 'r' })
        .expect(401);
      const capture = await (await ctx().adminAgent()).post(`/api/orders/${order.id}/payment/capture`);
      expect(capture.status).toBe(409);
    });
  },
  {
    env: () => ({
      BANK_TRANSFER_ACCOUNT_NAME: 'Shop Account Ltd',
      BANK_TRANSFER_SORT_CODE: '203040',
      BANK_TRANSFER_ACCOUNT_NUMBER: '41234567',
    }),
  },
);
