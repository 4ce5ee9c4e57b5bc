/** One subscription per address: stored trimmed and lower-cased, so 'Ann@X.com' and 'ann@x.com' are one. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the external form service receives (a JSON body of email, _subject and message). */
export interface ForwardedSubscription {
  email: string;
  _subject: string;
  message: string;
}

export const DEFAULT_SUBJECT = 'New newsletter subscription';

export function forwardedSubscription(email: string, subject?: string, message?: string): ForwardedSubscription {
  return {
    email,
    _subject: subject?.trim() || DEFAULT_SUBJECT,
    message: message?.trim() || `${email} subscribed to the newsletter.`,
  };
}

/**
 * NEWSLETTER_FORWARD_URL, when set, must be an http(s) URL without credentials; anything else
 * disables forwarding rather than leaking subscribers to a mistyped address.
 */
export function parseForwardUrl(value: string | undefined): URL | null {
  if (!value || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}
