import { recipients, type ParsedMail } from './smtp';
import { waitUntil } from '../../config/jest/wait-until';

const hrefsIn = (mail: ParsedMail) => [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/**
 * The first link in a mail to `address` that starts with `publicUrl + prefix` and is not among
 * `spent`, as a path on the app; it is added to `spent`. Waits up to a minute for the mail.
 */
export async function mailedLink(
  inbox: ParsedMail[],
  address: string,
  publicUrl: string,
  prefix: string,
  spent = new Set<string>(),
): Promise<string> {
  const link = await waitUntil(
    () => `a link ${prefix}… to ${address} (inbox: ${inbox.map((m) => m.subject).join('; ') || 'empty'})`,
    () =>
      inbox
        .filter((mail) => recipients(mail).includes(address.toLowerCase()))
        .flatMap(hrefsIn)
        .find((href) => href.startsWith(`${publicUrl}${prefix}`) && !spent.has(href)),
    { timeoutMs: 60_000, intervalMs: 200 },
  );
  spent.add(link);
  return link.slice(publicUrl.length);
}
