import { requestGuardOf } from './line-request-guards';

const now = new Date('2026-12-01T12:00:00Z');

describe('request guards', () => {
  it('lets a request be answered only while its order waits to be dispatched', () => {
    const accept = requestGuardOf('requested', 'accepted');
    expect(accept?.({ orderStatus: 'pending', deadline: now, now })).toBeNull();
    expect(accept?.({ orderStatus: 'processing', deadline: now, now })).toMatch(/already dispatched/);
    expect(requestGuardOf('requested', 'declined')?.({ orderStatus: 'cancelled', deadline: now, now })).toMatch(/cancelled/);
  });

  it('expires a request only once its deadline has passed', () => {
    const expire = requestGuardOf('requested', 'expired');
    expect(expire?.({ orderStatus: 'pending', deadline: new Date(now.getTime() - 1), now })).toBeNull();
    expect(expire?.({ orderStatus: 'pending', deadline: new Date(now.getTime() + 60_000), now })).toMatch(/answered until/);
  });

  it('has no move out of an answer', () => {
    expect(requestGuardOf('accepted', 'declined')).toBeUndefined();
    expect(requestGuardOf('expired', 'accepted')).toBeUndefined();
  });
});
