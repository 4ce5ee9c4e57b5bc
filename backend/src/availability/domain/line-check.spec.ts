import { Hold, eachDay } from '@dw/contracts';
import { WantedLine, holdKey, lineProblemMessage, lineProblems } from './line-check';

const today = '2026-11-21';
const line = (over: Partial<WantedLine> = {}): WantedLine => ({
  productId: 'p1',
  size: '10',
  duration: 2,
  quantity: 1,
  startDate: '2026-12-05',
  ...over,
});

describe('lineProblems', () => {
  const booked = new Map<string, Hold[]>([[holdKey('p1', '10'), [{ from: '2026-12-03', to: '2026-12-09', units: 1 }]]]);

  it('refuses the last unit twice, also within one bag', () => {
    expect(lineProblems([line()], booked, () => 1, today)).toEqual(['unavailable']);
    expect(lineProblems([line()], booked, () => 2, today)).toEqual([null]);
    expect(lineProblems([line(), line({ startDate: '2026-12-06' })], booked, () => 2, today)).toEqual([null, 'unavailable']);
  });

  it('lets back-to-back rentals through and other sizes alone', () => {
    expect(lineProblems([line({ startDate: '2026-12-12' }), line({ startDate: '2026-11-28' })], booked, () => 1, today)).toEqual([
      null,
      null,
    ]);
    expect(lineProblems([line({ size: '12' })], booked, () => 1, today)).toEqual([null]);
  });

  it('needs as many free units as the quantity', () => {
    expect(lineProblems([line({ quantity: 2, startDate: '2026-12-20' })], new Map(), () => 1, today)).toEqual(['unavailable']);
    expect(lineProblems([line({ quantity: 2, startDate: '2026-12-20' })], new Map(), () => 2, today)).toEqual([null]);
  });

  it('reports dates that can never work before looking at bookings', () => {
    expect(
      lineProblems(
        [line({ startDate: '2026-11-22' }), line({ startDate: '2026-13-01' }), line({ startDate: '2028-01-01' })],
        booked,
        () => 1,
        today,
      ),
    ).toEqual(['tooSoon', 'invalid', 'tooFar']);
  });

  it('says what is wrong in words', () => {
    expect(lineProblemMessage('unavailable', line(), 'Aurora Gown', today)).toBe(
      'Aurora Gown in UK size 10 is no longer available from Sat 5 Dec 2026. Please choose another date.',
    );
    expect(lineProblemMessage('tooSoon', line(), 'x', today)).toBe(
      'The earliest start date is Mon 23 Nov 2026: we need two days to deliver.',
    );
    expect(eachDay('2026-12-03', '2026-12-09')).toHaveLength(7);
  });
});
