import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<ContentCoding, 'identity'>;

const JSON_TYPE = 'application/json; charset=utf-8';
/** Smaller bodies are sent as they are (as the compression middleware's default threshold did). */
const COMPRESS_ABOVE_BYTES = 1024;
/** Brotli's best level is slow (~0.1 s for 20 KB here): kept for bodies small enough to pay it once. */
const BEST_BROTLI_UP_TO_BYTES = 64 * 1024;

const compressors: Record<Compressed, (bytes: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gzip),
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: bytes.length <= BEST_BROTLI_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
};

/**
 * A response body made once and sent many times: its bytes, a strong ETag per content coding, and
 * its gzip and brotli forms, each compressed on first use (on the thread pool) and then kept.
 */
export class CachedBody {
  readonly identity: Buffer;
  readonly etags: Readonly<Record<ContentCoding, string>>;
  /** Every coding's ETag: any of them names this version. */
  readonly allEtags: readonly string[];
  readonly compressible: boolean;
  private readonly compressed = new Map<Compressed, Buffer>();
  private readonly compressing = new Map<Compressed, Promise<Buffer>>();

  constructor(
    text: string,
    readonly contentType = JSON_TYPE,
  ) {
    this.identity = Buffer.from(text);
    this.compressible = this.identity.length > COMPRESS_ABOVE_BYTES;
    // A coding changes the bytes, so each coding has its own strong validator.
    const hash = createHash('sha1').update(this.identity).digest('base64url');
    this.etags = { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
    this.allEtags = Object.values(this.etags);
  }

  static json(value: unknown): CachedBody {
    return new CachedBody(JSON.stringify(value));
  }

  /** The bytes in `coding`, or null while they are still being compressed. */
  ready(coding: ContentCoding): Buffer | null {
    return coding === 'identity' ? this.identity : (this.compressed.get(coding) ?? null);
  }

  encode(coding: ContentCoding): Promise<Buffer> {
    if (coding === 'identity') return Promise.resolve(this.identity);
    let promise = this.compressing.get(coding);
    if (!promise) {
      promise = compressors[coding](this.identity).then((bytes) => {
        this.compressed.set(coding, bytes);
        return bytes;
      });
      // A failure is not kept: the next request tries again.
      promise.catch(() => this.compressing.delete(coding));
      this.compressing.set(coding, promise);
    }
    return promise;
  }
}

/**
 * The coding to send for an Accept-Encoding header: the acceptable one with the highest q,
 * brotli before gzip on a tie (smaller); identity when neither is acceptable or none is asked for.
 */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  const q: Partial<Record<string, number>> = {};
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[token] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gz = q.gzip ?? q['*'] ?? 0;
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

/**
 * Whether the client's copy is current (answer 304): one of its If-None-Match tags is one of
 * ours (weak comparison, any coding: they are the same version). `Cache-Control: no-cache` in the
 * request asks for the body, as express's `req.fresh` honours it.
 */
export function isFresh(headers: IncomingMessage['headers'], etags: readonly string[]): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (!ifNoneMatch) return false;
  if (/(?:^|,)\s*no-cache/.test(headers['cache-control'] ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => etags.includes(tag.trim().replace(/^W\//, '')));
}

/**
 * Sends `body` for a GET or HEAD: 304 when the client's copy is current, else the bytes in the
 * best coding the client accepts. Every answer says `Vary: Accept-Encoding`, so shared caches
 * keep the codings apart, and `no-cache`, so clients revalidate with the ETag.
 */
export async function sendCachedBody(req: IncomingMessage, res: ServerResponse, body: CachedBody): Promise<void> {
  const coding = body.compressible ? preferredCoding(req.headers['accept-encoding']) : 'identity';
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', body.etags[coding]);
  if (isFresh(req.headers, body.allEtags)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = body.ready(coding) ?? (await body.encode(coding));
  res.statusCode = 200;
  res.setHeader('Content-Type', body.contentType);
  res.setHeader('Content-Length', bytes.length);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
