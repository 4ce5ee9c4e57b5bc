import { LENDER_COUNTER, countUpFrames, countUpValue, easeOutCubic, formatCount, stepIntervalMs } from './countUp';

describe('lender counter plan', () => {
  it('runs in 75 steps of about 33 ms, about 2.5 s in all', () => {
    expect(countUpFrames(LENDER_COUNTER)).toHaveLength(75);
    expect(stepIntervalMs(LENDER_COUNTER)).toBeCloseTo(33.3, 1);
    expect(stepIntervalMs(LENDER_COUNTER) * LENDER_COUNTER.steps).toBe(2500);
  });

  it('starts at 100 and ends exactly on 5,000', () => {
    expect(countUpValue(LENDER_COUNTER, 0)).toBe(100);
    const frames = countUpFrames(LENDER_COUNTER);
    expect(frames[frames.length - 1]).toBe(5000);
  });

  it('never goes down and never overshoots', () => {
    const frames = countUpFrames(LENDER_COUNTER);
    frames.forEach((value, i) => {
      expect(value).toBeLessThanOrEqual(5000);
      if (i > 0) expect(value).toBeGreaterThanOrEqual(frames[i - 1]);
    });
  });

  it('eases out: big steps first, small steps at the end', () => {
    const frames = [100, ...countUpFrames(LENDER_COUNTER)];
    const firstStep = frames[1] - frames[0];
    const lastStep = frames[frames.length - 1] - frames[frames.length - 2];
    expect(firstStep).toBeGreaterThan(150);
    expect(lastStep).toBeLessThanOrEqual(1);
    // half the time gets well past half the distance
    expect(countUpValue(LENDER_COUNTER, 37)).toBeGreaterThan(4000);
  });
});

describe('easeOutCubic', () => {
  it('maps 0 → 0, 1 → 1 and clamps outside', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBe(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe('formatCount', () => {
  it('groups thousands and adds + only at the end', () => {
    expect(formatCount(2345, false)).toBe('2,345');
    expect(formatCount(5000, true)).toBe('5,000+');
  });
});
