import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rverClass from 's3rver';

/** The part of s3rver's Koa-based API the tests use. */
interface KoaContext {
  method: string;
  req: IncomingMessage;
  status: number;
  body: unknown;
  type: string;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverInstance {
  middleware: Middleware[];
  httpServer?: Server;
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverOptions = { address: string; port: number; directory: string; silent: boolean; configureBuckets: { name: string }[] };
// @types/s3rver leaves out the Koa middleware list and the http server, which the tests use.
const S3rver = S3rverClass as unknown as new (options: S3rverOptions) => S3rverInstance;

/** s3rver's built-in account: the keys the app and the test use. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * The SigV4 check real S3 and MinIO make on a presigned URL, which s3rver skips (its README:
 * "V4 signatures have incomplete support"; it only checks expiry). Without it a tampered URL, or a
 * PUT with another Content-Type or Content-Length than the signed ones, would be accepted here and
 * the tests could not show that the signature binds them. Written from the AWS SigV4 specification,
 * independently of the SDK that signs, so each checks the other.
 */
function checkPresignedSignature(ctx: KoaContext): string | null {
  const [rawPath, rawQuery = ''] = (ctx.req.url ?? '/').split('?');
  const params = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.includes('=') ? pair.indexOf('=') : pair.length;
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
      return [decode(pair.slice(0, at)), decode(pair.slice(at + 1))] as const;
    });
  const query = new Map(params);
  const signature = query.get('X-Amz-Signature');
  if (signature === undefined) return null;
  const credential = (query.get('X-Amz-Credential') ?? '').split('/');
  const [accessKeyId, date, region, service] = credential;
  if (accessKeyId !== ACCESS_KEY_ID || credential.length !== 5) return 'unknown credential';
  const signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
  const canonicalQuery = params
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(ctx.req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    ctx.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date') ?? '',
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, date), region), service), 'aws4_request');
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'signature mismatch';
}

const verifyPresignedUrls: Middleware = async (ctx, next) => {
  const problem = checkPresignedSignature(ctx);
  if (problem === null) return next();
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`;
};

export interface S3TestServer {
  bucket: string;
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The S3_* variables that point the app at this server. */
  env: (extra?: Record<string, string>) => Record<string, string>;
  /** Stops answering (open connections are cut), as an outage would. */
  stop: () => Promise<void>;
  /** Starts again on the same port with the same data. */
  start: () => Promise<void>;
  /** Stops and removes its data directory. */
  close: () => Promise<void>;
}

/** s3rver on a free loopback port, with a temporary directory and one bucket. */
export async function startS3TestServer(bucket: string, region = 'eu-west-2'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'dw-s3-'));
  let port = 0;
  let server: S3rverInstance | null = null;
  const start = async () => {
    if (server) return;
    const instance = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
    instance.middleware.unshift(verifyPresignedUrls);
    port = (await instance.run()).port;
    server = instance;
  };
  const stop = async () => {
    if (!server) return;
    const instance = server;
    server = null;
    instance.httpServer?.closeAllConnections();
    await instance.close();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    env: (extra = {}) => ({
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      ...extra,
    }),
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
