import { MESSAGE_RATE_LIMIT, MESSAGE_TEXTS, MESSAGE_TEXT_MAX } from './conversations';

describe('message texts', () => {
  it('name the limits they are about', () => {
    expect(MESSAGE_TEXTS.tooLong).toContain(MESSAGE_TEXT_MAX.toLocaleString('en-GB'));
    expect(MESSAGE_TEXTS.rateLimited(1)).toBe(
      `You have sent ${MESSAGE_RATE_LIMIT.limit} messages in this conversation in the last ${MESSAGE_RATE_LIMIT.windowMinutes} minutes - please wait 1 minute before sending another.`,
    );
    expect(MESSAGE_TEXTS.rateLimited(7)).toContain('wait 7 minutes');
  });
});
