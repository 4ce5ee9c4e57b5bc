import { failureReason, isPermanentFailure } from './smtp-failure';

describe('isPermanentFailure', () => {
  it('treats a 550 for the recipient as final', () => {
    expect(isPermanentFailure({ message: 'x', code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 })).toBe(true);
  });

  it('treats a 554 for the message as final', () => {
    expect(isPermanentFailure({ message: 'x', code: 'EMESSAGE', command: 'DATA', responseCode: 554 })).toBe(true);
  });

  it.each([
    ['a connection refused', { message: 'connect ECONNREFUSED', code: 'ESOCKET', command: 'CONN' }],
    ['a timeout', { message: 'Greeting never received', code: 'ETIMEDOUT' }],
    ['a 451 try later', { message: 'x', command: 'RCPT TO', responseCode: 451 }],
    ['a 535 bad log-in', { message: 'x', code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }],
  ])('retries %s', (_name, failure) => {
    expect(isPermanentFailure(failure)).toBe(false);
  });
});

describe('failureReason', () => {
  it('quotes the SMTP reply', () => {
    expect(failureReason({ message: "Can't send mail", response: '550 5.1.1 No such user' })).toBe('550 5.1.1 No such user');
  });

  it('falls back to the error message', () => {
    expect(failureReason({ message: 'connect ECONNREFUSED 127.0.0.1:2525' })).toBe('connect ECONNREFUSED 127.0.0.1:2525');
  });
});
