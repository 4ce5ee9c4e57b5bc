import { periodKey } from './period';

describe('periodKey', () => {
  const at = new Date('2026-03-29T00:59:59.999Z');

  it('names the UTC five minutes, hour, day or month', () => {
    expect(periodKey('every-5-minutes', at)).toBe('2026-03-29T00:55');
    expect(periodKey('hourly', at)).toBe('2026-03-29T00');
    expect(periodKey('daily', at)).toBe('2026-03-29');
    expect(periodKey('monthly', at)).toBe('2026-03');
  });

  it('changes at the boundary and not before', () => {
    expect(periodKey('every-5-minutes', new Date('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29T01:00');
    expect(periodKey('every-5-minutes', new Date('2026-03-29T01:04:59.999Z'))).toBe('2026-03-29T01:00');
    expect(periodKey('every-5-minutes', new Date('2026-03-29T01:05:00.000Z'))).toBe('2026-03-29T01:05');
    expect(periodKey('every-5-minutes', new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31T23:55');
    expect(periodKey('hourly', new Date('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29T01');
    expect(periodKey('daily', new Date('2026-03-29T23:59:59.999Z'))).toBe('2026-03-29');
    expect(periodKey('monthly', new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-04');
  });

  it('is the same whatever zone the instant was written in (the UK clock change changes nothing)', () => {
    expect(periodKey('hourly', new Date('2026-03-29T02:30:00+01:00'))).toBe('2026-03-29T01');
    expect(periodKey('every-5-minutes', new Date('2026-03-29T02:37:00+01:00'))).toBe('2026-03-29T01:35');
  });

  it('gives every five minutes of an hour its own key, twelve in all', () => {
    const keys = new Set(
      Array.from({ length: 60 }, (_, minute) => periodKey('every-5-minutes', new Date(Date.UTC(2026, 10, 25, 8, minute, 30)))),
    );
    expect([...keys]).toEqual(Array.from({ length: 12 }, (_, i) => `2026-11-25T08:${String(i * 5).padStart(2, '0')}`));
  });
});
