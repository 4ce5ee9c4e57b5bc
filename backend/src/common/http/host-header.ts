import type { IncomingMessage } from 'node:http';

/**
 * A Host header this server accepts: a DNS name or IPv4 address (letters, digits, '.', '-', '_')
 * or a bracketed IPv6 address, with an optional port. Node passes anything through (`a b`,
 * `x/y`, quotes), and express, cookies and URL building all read the header, so a request whose
 * Host is none of these is refused before any of them runs.
 */
const HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const MAX_HOST_LENGTH = 261; // a 253-character name and a port

/**
 * True when the request's Host header is well formed, or absent from an HTTP/1.0 request (which
 * need not send one; Node refuses an HTTP/1.1 request without one unless told not to).
 */
export function hasValidHost(req: Pick<IncomingMessage, 'headers' | 'httpVersion'>): boolean {
  const host = req.headers.host;
  if (host === undefined) return req.httpVersion === '1.0';
  if (host.length > MAX_HOST_LENGTH || !HOST.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65535;
}
