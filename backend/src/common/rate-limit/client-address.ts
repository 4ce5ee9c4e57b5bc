import type { IncomingMessage } from 'node:http';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The client's address as express's `req.ip` works it out, for requests answered before express:
 * the socket's peer, then X-Forwarded-For from the nearest hop outwards, stopping at the first
 * address that is not a trusted proxy. So a client cannot pick its own address by sending the
 * header, and behind a trusted proxy the real client is counted.
 */
export function clientAddressOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trust: TrustProxy): string {
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  const addresses = [req.socket.remoteAddress ?? 'unknown', ...hops];
  let i = 0;
  while (i < addresses.length - 1 && trust(addresses[i], i)) i++;
  return addresses[i];
}
