import { LOGIN_DELAY, loginDelayMs } from './login-delay';

describe('account-wide login delay', () => {
  it('does not slow the first failures', () => {
    expect(loginDelayMs(0, 20)).toBe(0);
    expect(loginDelayMs(19, 20)).toBe(0);
  });

  it('grows with further failures up to a cap, and never refuses', () => {
    expect(loginDelayMs(20, 20)).toBe(LOGIN_DELAY.stepMs);
    expect(loginDelayMs(23, 20)).toBe(4 * LOGIN_DELAY.stepMs);
    expect(loginDelayMs(10_000, 20)).toBe(LOGIN_DELAY.maxMs);
  });
});
