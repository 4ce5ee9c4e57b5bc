import { MESSAGE_EMAIL_WINDOW_MINUTES, MESSAGE_RATE_LIMIT } from '@dw/contracts';
import { emailDue, rateWindowStart, sendWaitMinutes } from './message-limits';

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 12, 10, 0) + minutes * 60_000);

describe('emailDue', () => {
  it('e-mails the first message of a conversation', () => {
    expect(emailDue(null, at(0))).toBe(true);
  });

  it(`e-mails nothing more within ${MESSAGE_EMAIL_WINDOW_MINUTES} minutes of the last e-mail`, () => {
    expect(emailDue(at(0), at(1))).toBe(false);
    expect(emailDue(at(0), at(MESSAGE_EMAIL_WINDOW_MINUTES - 0.01))).toBe(false);
  });

  it('e-mails again once the window has passed', () => {
    expect(emailDue(at(0), at(MESSAGE_EMAIL_WINDOW_MINUTES))).toBe(true);
    expect(emailDue(at(0), at(60 * 24))).toBe(true);
  });
});

describe('sendWaitMinutes', () => {
  const sent = (minutes: number[]) => minutes.map(at);
  const full = Array.from({ length: MESSAGE_RATE_LIMIT.limit }, (_, i) => i * 0.25);

  it(`allows up to ${MESSAGE_RATE_LIMIT.limit} messages in the window`, () => {
    expect(sendWaitMinutes([], at(0))).toBeNull();
    expect(sendWaitMinutes(sent(full.slice(1)), at(5))).toBeNull();
  });

  it('refuses the next one and says how long to wait, at least a minute', () => {
    expect(sendWaitMinutes(sent(full), at(5))).toBe(MESSAGE_RATE_LIMIT.windowMinutes - 5);
    expect(sendWaitMinutes(sent(full), at(MESSAGE_RATE_LIMIT.windowMinutes - 0.001))).toBe(1);
  });

  it('counts from the window start', () => {
    expect(rateWindowStart(at(30))).toEqual(at(30 - MESSAGE_RATE_LIMIT.windowMinutes));
  });
});
