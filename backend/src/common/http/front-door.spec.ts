import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inFrontOfExpress } from './front-door';

describe('inFrontOfExpress', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function get(path: string): Promise<string> {
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).text();
  }

  it('answers what the handler takes and hands everything else to express, once', async () => {
    let expressCalls = 0;
    const express = (_req: IncomingMessage, res: ServerResponse) => {
      expressCalls += 1;
      res.end('from express');
    };
    server = createServer(express);
    inFrontOfExpress(server, express, (req, res, pass) => (req.url === '/hot' ? res.end('from the front door') : pass(req, res)));
    expect(await get('/hot')).toBe('from the front door');
    expect(await get('/other')).toBe('from express');
    expect(expressCalls).toBe(1);
  });

  it('refuses to guess when express is not the server’s listener', () => {
    server = createServer((_req, res) => res.end());
    expect(() =>
      inFrontOfExpress(
        server,
        () => undefined,
        (req, res, pass) => pass(req, res),
      ),
    ).toThrow(/not the HTTP server/);
  });
});
