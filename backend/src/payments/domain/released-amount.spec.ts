import { releasedBeforeTaken } from './released-amount';

describe('releasedBeforeTaken', () => {
  it('is the declined line when a held card was captured for the kept lines only', () => {
    expect(releasedBeforeTaken({ totalPence: 10_000, owedPence: 6_000, takenPence: 6_000 })).toBe(4_000);
  });

  it('is nothing when the whole total was taken and the declined line refunded afterwards', () => {
    expect(releasedBeforeTaken({ totalPence: 10_000, owedPence: 6_000, takenPence: 10_000 })).toBe(0);
  });

  it('is nothing when no line was released, even if only part of the money has come in yet', () => {
    expect(releasedBeforeTaken({ totalPence: 10_000, owedPence: 10_000, takenPence: 2_500 })).toBe(0);
  });

  it('never counts more than the lines released when less than they left has come in', () => {
    expect(releasedBeforeTaken({ totalPence: 10_000, owedPence: 6_000, takenPence: 1_000 })).toBe(4_000);
  });
});
