import { createHmac } from 'node:crypto';
import { Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * The app on a real port of its own, for requests supertest cannot make: lying Content-Length,
 * chunked bodies, smuggling headers. Close it when done.
 */
export async function listen(app: NestExpressApplication): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer(app.getHttpAdapter().getInstance());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The first HTTP response in a raw byte stream (enough to check status and error shape). */
export function firstResponse(raw: string): RawResponse | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers = Object.fromEntries(
    lines.map((l) => {
      const i = l.indexOf(':');
      return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
    }),
  );
  const length = Number(headers['content-length'] ?? 0);
  return { status, headers, body: raw.slice(end + 4, end + 4 + length) };
}

/**
 * Writes `bytes` on a fresh connection and collects what comes back until the server closes it
 * or `waitMs` passes (a server still waiting for a body it was promised is not an answer).
 */
export function rawExchange(port: number, bytes: string | Buffer, waitMs = 1500): Promise<{ raw: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closedByServer = false;
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      closedByServer = true;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ raw: Buffer.concat(chunks).toString('latin1'), closedByServer });
    });
    socket.write(bytes);
  });
}

/** A PUT with a chunked body (no Content-Length), so only the server's streaming cap can stop it. */
export function chunkedPut(port: number, path: string, contentType: string, body: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { port, host: '127.0.0.1', method: 'PUT', path, headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // The server may answer 413 and stop reading before the last chunk: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    const step = 256 * 1024;
    for (let i = 0; i < body.length; i += step) req.write(body.subarray(i, i + step));
    req.end();
  });
}

/** express-session's cookie value for a session id: 's:' + id + '.' + HMAC-SHA256 (cookie-signature). */
export function signedSessionCookie(name: string, sessionId: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(sessionId).digest('base64').replace(/=+$/, '');
  return `${name}=${encodeURIComponent(`s:${sessionId}.${signature}`)}`;
}

/** The session id inside a dw.sid cookie header value ('dw.sid=s%3A<id>.<sig>; Path=/; ...'). */
export function sessionIdOf(setCookie: string): string {
  const value = decodeURIComponent(setCookie.split(';')[0].split('=').slice(1).join('='));
  return value.slice(2, value.lastIndexOf('.'));
}
