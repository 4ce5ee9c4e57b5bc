import { periodKey } from './period';

describe('periodKey', () => {
  const at = new Date('2026-03-29T00:59:59.999Z');

  it('names the UTC hour, day or month', () => {
    expect(periodKey('hourly', at)).toBe('2026-03-29T00');
    expect(periodKey('daily', at)).toBe('2026-03-29');
    expect(periodKey('monthly', at)).toBe('2026-03');
  });

  it('changes at the boundary and not before', () => {
    expect(periodKey('hourly', new Date('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29T01');
    expect(periodKey('daily', new Date('2026-03-29T23:59:59.999Z'))).toBe('2026-03-29');
    expect(periodKey('monthly', new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-04');
  });

  it('is the same whatever zone the instant was written in (the UK clock change changes nothing)', () => {
    expect(periodKey('hourly', new Date('2026-03-29T02:30:00+01:00'))).toBe('2026-03-29T01');
  });
});
