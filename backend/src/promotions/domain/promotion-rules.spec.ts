import { PromotionTerms, discountPence, termsProblem, usageProblem } from './promotion-rules';

const terms = (over: Partial<PromotionTerms> = {}): PromotionTerms => ({
  kind: 'fixed',
  amountOffPence: 1000,
  percentOff: null,
  minSpendPence: null,
  validFrom: null,
  validTo: null,
  totalLimit: null,
  perRenterLimit: null,
  firstOrderOnly: false,
  ended: false,
  ...over,
});

describe('promotion terms', () => {
  it('applies an open code', () => {
    expect(termsProblem(terms(), '2026-11-28', 4500)).toBeNull();
  });

  it('refuses an ended code before anything else', () => {
    expect(termsProblem(terms({ ended: true, validTo: '2020-01-01', minSpendPence: 99_999 }), '2026-11-28', 0)).toBe('ended');
  });

  it('is valid from its first day to its last day, both included', () => {
    const window = terms({ validFrom: '2026-12-01', validTo: '2026-12-31' });
    expect(termsProblem(window, '2026-11-30', 4500)).toBe('notStarted');
    expect(termsProblem(window, '2026-12-01', 4500)).toBeNull();
    expect(termsProblem(window, '2026-12-31', 4500)).toBeNull();
    expect(termsProblem(window, '2027-01-01', 4500)).toBe('expired');
  });

  it('needs the minimum spend in rental fees, the minimum itself included', () => {
    expect(termsProblem(terms({ minSpendPence: 10_000 }), '2026-11-28', 9_999)).toBe('belowMinimum');
    expect(termsProblem(terms({ minSpendPence: 10_000 }), '2026-11-28', 10_000)).toBeNull();
  });
});

describe('promotion usage', () => {
  const none = { redemptions: 0, renterRedemptions: 0, renterOrders: 0 };

  it('is used up once the total limit is reached', () => {
    expect(usageProblem(terms({ totalLimit: 1 }), { ...none, redemptions: 0 })).toBeNull();
    expect(usageProblem(terms({ totalLimit: 1 }), { ...none, redemptions: 1 })).toBe('usedUp');
  });

  it('counts a renter by her own redemptions', () => {
    expect(usageProblem(terms({ perRenterLimit: 2 }), { ...none, renterRedemptions: 1 })).toBeNull();
    expect(usageProblem(terms({ perRenterLimit: 2 }), { ...none, renterRedemptions: 2 })).toBe('alreadyUsed');
  });

  it('is for a first order only when it says so', () => {
    expect(usageProblem(terms({ firstOrderOnly: true }), { ...none, renterOrders: 1 })).toBe('firstOrderOnly');
    expect(usageProblem(terms({ firstOrderOnly: false }), { ...none, renterOrders: 1 })).toBeNull();
  });

  it("leaves the renter's rules to checkout while her e-mail is not known", () => {
    const unknownRenter = { redemptions: 0, renterRedemptions: null, renterOrders: null };
    expect(usageProblem(terms({ firstOrderOnly: true, perRenterLimit: 1 }), unknownRenter)).toBeNull();
  });
});

describe('discount', () => {
  it('takes a fixed amount off, never more than the rental fees', () => {
    expect(discountPence(terms({ amountOffPence: 1000 }), 4500)).toBe(1000);
    expect(discountPence(terms({ amountOffPence: 1000 }), 700)).toBe(700);
  });

  it('takes a percentage rounded down to the penny', () => {
    expect(discountPence(terms({ kind: 'percent', amountOffPence: null, percentOff: 15 }), 4599)).toBe(689); // 689.85
    expect(discountPence(terms({ kind: 'percent', amountOffPence: null, percentOff: 100 }), 4599)).toBe(4599);
  });
});
