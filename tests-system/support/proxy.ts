/**
 * A small reverse proxy standing in for nginx in front of N replicas: round-robin, X-Forwarded-For
 * set to the client's address, one upstream connection per request. Its retry rules are nginx's
 * defaults (proxy_next_upstream error): a request that never reached an upstream (connection
 * refused) goes to the next one; a request that was sent and got no answer is retried only when
 * its method is idempotent (GET/HEAD), otherwise the client gets 502 and decides (orders carry an
 * Idempotency-Key for exactly that). A refusing upstream is skipped for a short while.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

export interface ProxyStats {
  /** Responses relayed, by upstream name. */
  served: Record<string, number>;
  /** Requests sent to each upstream and not yet answered, right now. */
  inFlight: Record<string, number>;
  /** Attempts that failed: connection refused (never sent; tried elsewhere), sent but unanswered. */
  refused: number;
  unanswered: number;
  /** Unanswered GET/HEAD attempts replayed on the next upstream. */
  replayedIdempotent: number;
  badGateway: number;
}

export interface Proxy {
  baseURL: string;
  stats: ProxyStats;
  stop(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'te', 'trailer', 'upgrade']);
const SKIP_REFUSING_MS = 2000;
const UPSTREAM_TIMEOUT_MS = 30_000;
const BODY_LIMIT = 2 * 1024 * 1024;

type Attempt = { kind: 'response'; res: http.IncomingMessage } | { kind: 'refused' | 'unanswered'; error: Error };

function forward(upstream: Upstream, req: http.IncomingMessage, body: Buffer, clientAddress: string): Promise<Attempt> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers['x-forwarded-for'] = clientAddress;
    headers['x-forwarded-proto'] = 'http';
    headers['content-length'] = String(body.length);
    if (body.length === 0 && (req.method === 'GET' || req.method === 'HEAD')) delete headers['content-length'];
    headers.connection = 'close';
    let connected = false;
    const outgoing = http.request(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers, agent: false, timeout: UPSTREAM_TIMEOUT_MS },
      (res) => resolve({ kind: 'response', res }),
    );
    outgoing.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    outgoing.on('timeout', () => outgoing.destroy(new Error('upstream timed out')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      resolve({ kind: !connected && error.code === 'ECONNREFUSED' ? 'refused' : 'unanswered', error });
    });
    outgoing.end(body);
  });
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startProxy(upstreams: readonly Upstream[]): Promise<Proxy> {
  const stats: ProxyStats = {
    served: Object.fromEntries(upstreams.map((u) => [u.name, 0])),
    inFlight: Object.fromEntries(upstreams.map((u) => [u.name, 0])),
    refused: 0,
    unanswered: 0,
    replayedIdempotent: 0,
    badGateway: 0,
  };
  const refusingUntil = new Map<string, number>();
  let next = 0;

  /** Upstreams in the order to try: round-robin start, refusing ones last. */
  const order = (): Upstream[] => {
    const start = next++ % upstreams.length;
    const rotated = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const now = Date.now();
    const healthy = rotated.filter((u) => (refusingUntil.get(u.name) ?? 0) <= now);
    return [...healthy, ...rotated.filter((u) => !healthy.includes(u))];
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const clientAddress = req.socket.remoteAddress ?? '127.0.0.1';
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      res.destroy();
      return;
    }
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    let lastError = 'no upstream';
    for (const upstream of order()) {
      stats.inFlight[upstream.name] += 1;
      const attempt = await forward(upstream, req, body, clientAddress);
      stats.inFlight[upstream.name] -= 1;
      if (attempt.kind === 'response') {
        stats.served[upstream.name] += 1;
        const headers: http.OutgoingHttpHeaders = { 'x-upstream': upstream.name };
        for (const [name, value] of Object.entries(attempt.res.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
        }
        res.writeHead(attempt.res.statusCode ?? 502, headers);
        attempt.res.pipe(res);
        attempt.res.on('error', () => res.destroy());
        return;
      }
      lastError = `${upstream.name}: ${attempt.error.message}`;
      if (attempt.kind === 'refused') {
        refusingUntil.set(upstream.name, Date.now() + SKIP_REFUSING_MS);
        stats.refused += 1;
        continue;
      }
      stats.unanswered += 1;
      if (idempotent) {
        stats.replayedIdempotent += 1;
        continue;
      }
      break;
    }
    stats.badGateway += 1;
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, code: 'BAD_GATEWAY', message: `The upstream did not answer (${lastError}).` }));
  };
  // handle() answers every request itself (forward() resolves whatever the upstream does), so nothing awaits it.
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stats,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
