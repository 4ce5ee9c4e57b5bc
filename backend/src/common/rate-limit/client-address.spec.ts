import express from 'express';
import request from 'supertest';
import { clientAddressOf, type TrustProxy } from './client-address';

/** Asks a real express app for req.ip under `trustProxy`, next to clientAddressOf for the same request. */
async function bothAddresses(trustProxy: boolean | number | string, forwardedFor?: string) {
  const app = express();
  app.set('trust proxy', trustProxy);
  const trust = app.get('trust proxy fn') as TrustProxy;
  app.get('/', (req, res) => res.json({ express: req.ip, ours: clientAddressOf(req, trust) }));
  const req = request(app).get('/');
  if (forwardedFor !== undefined) req.set('X-Forwarded-For', forwardedFor);
  return (await req.expect(200)).body as { express: string; ours: string };
}

describe('clientAddressOf', () => {
  it.each([
    ['no proxy trusted, a forged header', false, '203.0.113.9'],
    ['no proxy trusted, no header', false, undefined],
    ['loopback trusted, one client behind it', 'loopback', '203.0.113.9'],
    ['loopback trusted, a forged hop before the real one', 'loopback', '198.51.100.1, 203.0.113.9'],
    ['loopback and a private range trusted, two proxies', 'loopback, 10.0.0.0/8', '203.0.113.9, 10.1.2.3'],
    ['one hop trusted', 1, '198.51.100.1, 203.0.113.9'],
    ['every hop trusted', true, '198.51.100.1 , 203.0.113.9'],
  ])('agrees with express’s req.ip: %s', async (_case, trustProxy, forwardedFor) => {
    const { express: expected, ours } = await bothAddresses(trustProxy, forwardedFor);
    expect(ours).toBe(expected);
  });

  it('counts the proxy’s client, not an address the client wrote itself', async () => {
    expect((await bothAddresses('loopback', '198.51.100.1, 203.0.113.9')).ours).toBe('203.0.113.9');
    expect((await bothAddresses(false, '203.0.113.9')).ours).toMatch(/127\.0\.0\.1|::1/);
  });
});
