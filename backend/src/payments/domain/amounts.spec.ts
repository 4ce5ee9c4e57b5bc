import { amountPence, refundProblem, statusAfterRefunds } from './amounts';

describe('amounts the admin types', () => {
  it.each([
    ['45.00', 4500],
    ['45.5', 4550],
    ['45', 4500],
    [' 0.01 ', 1],
  ])('reads %s as %i pence', (text, pence) => {
    expect(amountPence(text, 'amount')).toEqual({ pence });
  });

  it.each([
    ['-1.00', 'amount cannot be negative.'],
    ['1.001', 'amount must be an amount in pounds and pence, such as 45.00 (whole pence, no £ sign).'],
    ['£1.00', 'amount must be an amount in pounds and pence, such as 45.00 (whole pence, no £ sign).'],
    ['0', 'amount must be more than £0.00.'],
    [12, 'amount must be an amount in pounds and pence, such as 45.00 (whole pence, no £ sign).'],
  ])('refuses %p', (text, problem) => {
    expect(amountPence(text, 'amount')).toEqual({ problem });
  });
});

describe('refunds', () => {
  it('allows at most what was taken less refunds so far', () => {
    expect(refundProblem(1000, { paidPence: 7037, refundedPence: 0 })).toBeNull();
    expect(refundProblem(6036, { paidPence: 7037, refundedPence: 1001 })).toBeNull();
    expect(refundProblem(6037, { paidPence: 7037, refundedPence: 1001 })).toBe(
      'A refund can be at most £60.36: the £70.37 taken less refunds so far.',
    );
    expect(refundProblem(1, { paidPence: 7037, refundedPence: 7037 })).toBe('This order has been refunded in full already.');
    expect(refundProblem(1, { paidPence: 0, refundedPence: 0 })).toBe(
      'Nothing has been paid on this order, so there is nothing to refund.',
    );
  });

  it('names the status the sums come to', () => {
    expect(statusAfterRefunds({ paidPence: 100, refundedPence: 0 })).toBe('paid');
    expect(statusAfterRefunds({ paidPence: 100, refundedPence: 1 })).toBe('partially-refunded');
    expect(statusAfterRefunds({ paidPence: 100, refundedPence: 100 })).toBe('refunded');
  });
});
