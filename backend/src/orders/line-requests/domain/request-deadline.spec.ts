import { londonDayStart, requestDeadline } from './request-deadline';

describe('londonDayStart', () => {
  it('is UTC midnight in winter and 23:00 UTC the day before in summer', () => {
    expect(londonDayStart('2026-12-14').toISOString()).toBe('2026-12-14T00:00:00.000Z');
    expect(londonDayStart('2026-07-14').toISOString()).toBe('2026-07-13T23:00:00.000Z');
  });
});

describe('requestDeadline', () => {
  it('is 48 hours after the order when the dress leaves later than that', () => {
    expect(requestDeadline(new Date('2026-12-01T10:30:00Z'), '2026-12-10').toISOString()).toBe('2026-12-03T10:30:00.000Z');
  });

  it('is the end of the UK day before dispatch when that comes first', () => {
    expect(requestDeadline(new Date('2026-12-01T10:30:00Z'), '2026-12-02').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    // Summer: the UK day ends at 23:00 UTC.
    expect(requestDeadline(new Date('2026-07-01T10:30:00Z'), '2026-07-02').toISOString()).toBe('2026-07-01T23:00:00.000Z');
  });

  it('gives an order placed on its dispatch day until that day ends', () => {
    expect(requestDeadline(new Date('2026-12-02T09:00:00Z'), '2026-12-02').toISOString()).toBe('2026-12-03T00:00:00.000Z');
  });
});
