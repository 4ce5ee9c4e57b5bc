import type { EmailKind } from '@dw/contracts';

/** Messages whose links are a credential: whoever reads the link can act as the recipient. */
const CREDENTIAL_KINDS: ReadonlySet<EmailKind> = new Set<EmailKind>(['lender-sign-in-link', 'newsletter-confirm']);

export const REDACTED_TOKEN = 'token=[hidden]';

/**
 * The admin's preview of a message: a sign-in link's token is hidden, so reading the outbox never
 * lets anyone sign in as a lender (and change where her payouts go). The stored message keeps it for sending.
 */
export function redactSecrets(kind: EmailKind, body: string): string {
  if (!CREDENTIAL_KINDS.has(kind)) return body;
  return body.replace(/token(=|&#x3D;|&#61;)[A-Za-z0-9_-]+/g, REDACTED_TOKEN);
}
