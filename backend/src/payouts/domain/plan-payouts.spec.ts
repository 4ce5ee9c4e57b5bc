import { Payee, planPayouts } from './plan-payouts';

const ok: Payee = { approved: true, erased: false, hasBankDetails: true };

describe('planPayouts', () => {
  it('pays each lender the sum of her earnings, one payout each', () => {
    const plan = planPayouts(
      [
        { id: 'e3', lenderAccountId: 'b', amountPence: 3363 },
        { id: 'e1', lenderAccountId: 'a', amountPence: 100 },
        { id: 'e2', lenderAccountId: 'a', amountPence: 1 },
      ],
      new Map([
        ['a', ok],
        ['b', ok],
      ]),
    );
    expect(plan.payouts).toEqual([
      { lenderAccountId: 'a', amountPence: 101, earningIds: ['e1', 'e2'] },
      { lenderAccountId: 'b', amountPence: 3363, earningIds: ['e3'] },
    ]);
    expect(plan.totalPence).toBe(3464);
    expect(plan.skippedLenderIds).toEqual([]);
  });

  it('skips a lender who is erased, not approved, without bank details or unknown, keeping her earnings out', () => {
    const plan = planPayouts(
      [
        { id: 'e1', lenderAccountId: 'erased', amountPence: 500 },
        { id: 'e2', lenderAccountId: 'pending', amountPence: 500 },
        { id: 'e3', lenderAccountId: 'nobank', amountPence: 500 },
        { id: 'e4', lenderAccountId: 'gone', amountPence: 500 },
        { id: 'e5', lenderAccountId: 'paid', amountPence: 700 },
      ],
      new Map<string, Payee>([
        ['erased', { ...ok, erased: true }],
        ['pending', { ...ok, approved: false }],
        ['nobank', { ...ok, hasBankDetails: false }],
        ['paid', ok],
      ]),
    );
    expect(plan.payouts.map((p) => p.lenderAccountId)).toEqual(['paid']);
    expect(plan.skippedLenderIds).toEqual(['erased', 'gone', 'nobank', 'pending']);
    expect(plan.totalPence).toBe(700);
  });

  it('makes no payout for a lender whose balance is negative and leaves her rows out, to carry forward', () => {
    const plan = planPayouts(
      [
        { id: 'refund', lenderAccountId: 'a', amountPence: -5400 },
        { id: 'new', lenderAccountId: 'a', amountPence: 2999 },
        { id: 'other', lenderAccountId: 'b', amountPence: 100 },
      ],
      new Map([
        ['a', ok],
        ['b', ok],
      ]),
    );
    expect(plan.payouts).toEqual([{ lenderAccountId: 'b', amountPence: 100, earningIds: ['other'] }]);
    expect(plan.totalPence).toBe(100);
    expect(plan.skippedLenderIds).toEqual([]);
  });

  it('makes no payout from nothing', () => {
    expect(planPayouts([], new Map([['a', ok]]))).toEqual({ payouts: [], skippedLenderIds: [], totalPence: 0 });
    expect(planPayouts([{ id: 'e', lenderAccountId: 'a', amountPence: 0 }], new Map([['a', ok]])).payouts).toEqual([]);
  });
});
