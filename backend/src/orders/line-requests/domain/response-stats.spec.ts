import { AnsweredRequest, responseStats } from './response-stats';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 1) + hours * 3_600_000);
const request = (
  state: AnsweredRequest['state'],
  answeredBy: AnsweredRequest['answeredBy'],
  afterHours: number | null,
): AnsweredRequest => ({
  state,
  answeredBy,
  requestedAt: at(0),
  answeredAt: afterHours === null ? null : at(afterHours),
});

describe('responseStats', () => {
  it('has no rate or median without requests decided', () => {
    expect(responseStats([request('requested', null, null)])).toEqual({
      accepted: 0,
      declined: 0,
      expired: 0,
      rate: null,
      medianHours: null,
    });
  });

  it('counts outcomes, the share she answered herself and the median of her answer times', () => {
    const stats = responseStats([
      request('accepted', 'lender', 2),
      request('declined', 'lender', 5),
      request('accepted', 'lender', 10),
      request('expired', 'expiry', 48),
      request('accepted', 'admin', 30),
      request('requested', null, null),
    ]);
    expect(stats).toEqual({ accepted: 3, declined: 1, expired: 1, rate: 0.6, medianHours: 5 });
  });

  it('takes the mean of the two middle times for an even count, to one decimal', () => {
    expect(responseStats([request('accepted', 'lender', 1), request('accepted', 'lender', 2.25)]).medianHours).toBe(1.6);
  });
});
