import { RATE_LIMITS, limitsFromEnv, retryAfter } from './rate-limits';

describe('rate limits', () => {
  it('lets hits up to the limit through and asks the next to wait out the window', () => {
    const limit = RATE_LIMITS.loginFailures;
    expect(retryAfter({ count: 5, resetMs: 60_000 }, limit)).toBeNull();
    expect(retryAfter({ count: 6, resetMs: 14 * 60_000 + 1 }, limit)).toBe(841);
    expect(retryAfter({ count: 7, resetMs: 10 }, limit)).toBe(1);
  });

  it('can be switched off or have the global ceiling changed by the environment', () => {
    expect(limitsFromEnv({ RATE_LIMITS: 'off' })).toEqual({});
    expect(limitsFromEnv({}).global).toEqual(RATE_LIMITS.global);
    expect(limitsFromEnv({ RATE_LIMIT_GLOBAL_PER_MINUTE: '0' }).global).toBeUndefined();
    expect(limitsFromEnv({ RATE_LIMIT_GLOBAL_PER_MINUTE: '5000' }).global).toEqual({ limit: 5000, windowMs: 60_000 });
    expect(limitsFromEnv({ RATE_LIMIT_GLOBAL_PER_MINUTE: 'lots' }).global).toEqual(RATE_LIMITS.global);
  });
});
