import { linesAfterRefunds, shareChanges } from './refund-split';

const lines = [
  { id: 'a', feePence: 3737 },
  { id: 'b', feePence: 4199 },
  { id: 'c', feePence: 6500 },
];

describe('refunds split over the rental fees', () => {
  it('takes from the fees in proportion, the pennies adding up exactly', () => {
    const after = linesAfterRefunds(lines, 1001);
    expect(after.reduce((sum, l) => sum + l.feeRefundedPence, 0)).toBe(1001);
    expect(after.map((l) => l.feeRefundedPence)).toEqual([259, 291, 451]);
  });

  it('leaves cleaning and insurance to the shop: beyond every fee, the lenders lose nothing more', () => {
    const all = lines.reduce((sum, l) => sum + l.feePence, 0);
    expect(linesAfterRefunds(lines, all + 2300).map((l) => l.sharePence)).toEqual([0, 0, 0]);
    expect(linesAfterRefunds(lines, all).map((l) => l.feeRefundedPence)).toEqual([3737, 4199, 6500]);
  });

  it('moves each share by the difference, so refunds in pieces land where their sum would', () => {
    const inOne = shareChanges(lines, 0, 3000);
    const first = shareChanges(lines, 0, 1001);
    const second = shareChanges(lines, 1001, 3000);
    for (const id of ['a', 'b', 'c']) expect((first.get(id) ?? 0) + (second.get(id) ?? 0)).toBe(inOne.get(id));
    // 90% of the fee not refunded, rounded down: 3737 - 259 = 3478 -> 3130 (from 3363).
    expect(first.get('a')).toBe(3130 - 3363);
  });

  it('handles an order without fees', () => {
    expect(linesAfterRefunds([], 500)).toEqual([]);
  });
});
