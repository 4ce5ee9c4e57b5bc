import { MAX_ATTEMPTS, nextAttemptAfter } from './backoff';

const now = new Date('2026-12-05T10:00:00Z');
const minutesLater = (attempts: number) => {
  const next = nextAttemptAfter(attempts, now);
  return next === null ? null : (next.getTime() - now.getTime()) / 60_000;
};

describe('nextAttemptAfter', () => {
  it('waits 1, 4, 10 and 15 minutes after the first four failures', () => {
    expect([1, 2, 3, 4].map(minutesLater)).toEqual([1, 4, 10, 15]);
  });

  it('gives up after the fifth attempt', () => {
    expect(MAX_ATTEMPTS).toBe(5);
    expect(minutesLater(5)).toBeNull();
    expect(minutesLater(9)).toBeNull();
  });

  it('spreads the attempts over about half an hour', () => {
    const total = [1, 2, 3, 4].map((n) => minutesLater(n) as number).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(25);
    expect(total).toBeLessThanOrEqual(35);
  });
});
