/** What nodemailer tells us about a failed send (its errors carry these fields). */
export interface SendFailure {
  message: string;
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
}

/**
 * A 5xx reply to the recipient or to the message itself is the server saying "never": retrying would
 * only repeat it. Connection, timeout, 4xx and log-in problems may pass, so they are retried.
 */
export function isPermanentFailure(failure: SendFailure): boolean {
  const code = failure.responseCode;
  if (code === undefined || code < 500 || code > 599) return false;
  return failure.code === 'EENVELOPE' || failure.command === 'RCPT TO' || failure.command === 'DATA';
}

/** The reason shown to the admin: the SMTP reply when there is one, else the error message. */
export function failureReason(failure: SendFailure): string {
  const reply = failure.response?.trim();
  return reply && reply.length > 0 ? reply : failure.message;
}
