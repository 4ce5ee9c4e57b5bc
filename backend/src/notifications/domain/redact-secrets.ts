export const REDACTED_TOKEN = 'token=[hidden]';

/**
 * A message as it is kept and shown to the admin: every link's token (the renter's order page, a
 * lender's sign-in link, an unsubscribe link) is hidden, however the HTML writes its `=`, so
 * reading the outbox, its preview or a backup never opens an order page or signs anyone in. The
 * sender renders the real links from the message's facts for each attempt and stores only this.
 */
export function redactSecrets(body: string): string {
  return body.replace(/token(=|&#x3D;|&#61;|%3D)[A-Za-z0-9_.~%-]+/gi, REDACTED_TOKEN);
}

/** The same for headers kept once the message is sent (List-Unsubscribe carries a token). */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, redactSecrets(value)]));
}
