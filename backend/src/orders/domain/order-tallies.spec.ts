import { tallyDeltas } from './order-tallies';

describe("the dashboard's order tallies", () => {
  const july = new Date('2026-07-10T12:00:00Z');
  // 23:30 UTC on 31 July is already August in London (BST).
  const augustInLondon = new Date('2026-07-31T23:30:00Z');

  it('counts a new order in its status and adds its total to its UK month', () => {
    expect(tallyDeltas([{ before: null, after: { status: 'pending', createdAt: augustInLondon, totalPence: 4500 } }])).toEqual([
      ['revenue:2026-08', 4500],
      ['status:pending', 1],
    ]);
  });

  it('moves the count between statuses and keeps the revenue on a move that is not a cancel', () => {
    const before = { status: 'pending', createdAt: july, totalPence: 4500 } as const;
    expect(tallyDeltas([{ before, after: { ...before, status: 'processing' } }])).toEqual([
      ['status:pending', -1],
      ['status:processing', 1],
    ]);
  });

  it("takes a cancelled order's total out of its month's revenue", () => {
    const before = { status: 'processing', createdAt: july, totalPence: 12050 } as const;
    expect(tallyDeltas([{ before, after: { ...before, status: 'cancelled' } }])).toEqual([
      ['revenue:2026-07', -12050],
      ['status:cancelled', 1],
      ['status:processing', -1],
    ]);
  });

  it('merges many changes into one sorted list, dropping what cancels out', () => {
    const a = { status: 'pending', createdAt: july, totalPence: 1000 } as const;
    const b = { status: 'pending', createdAt: july, totalPence: 2000 } as const;
    expect(
      tallyDeltas([
        { before: a, after: { ...a, status: 'cancelled' } },
        { before: b, after: { ...b, status: 'cancelled' } },
        { before: null, after: { status: 'pending', createdAt: july, totalPence: 3000 } },
      ]),
    ).toEqual([
      ['status:cancelled', 2],
      ['status:pending', -1],
    ]);
  });
});
