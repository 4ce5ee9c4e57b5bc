import { confirmationCutoff, isSubscribed } from './confirmation';

describe('newsletter confirmation', () => {
  it('links sent more than 7 days ago are past the cutoff', () => {
    const now = new Date('2030-03-10T12:00:00Z');
    expect(confirmationCutoff(now)).toEqual(new Date('2030-03-03T12:00:00Z'));
  });

  it('only a confirmed, not unsubscribed address is subscribed', () => {
    const at = new Date('2030-03-01T00:00:00Z');
    expect(isSubscribed({ confirmedAt: null, unsubscribedAt: null })).toBe(false);
    expect(isSubscribed({ confirmedAt: at, unsubscribedAt: null })).toBe(true);
    expect(isSubscribed({ confirmedAt: at, unsubscribedAt: at })).toBe(false);
  });
});
