import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedBody, isFresh, preferredCoding } from './cached-body';

describe('preferredCoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding(['gzip', 'br'])).toBe('br');
  });

  it('follows q-values and refusals', () => {
    expect(preferredCoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(preferredCoding('gzip;q=0, br;q=0')).toBe('identity');
  });

  it('sends the plain bytes when nothing or nothing known is accepted', () => {
    expect(preferredCoding(undefined)).toBe('identity');
    expect(preferredCoding('')).toBe('identity');
    expect(preferredCoding('identity')).toBe('identity');
    expect(preferredCoding('deflate, zstd')).toBe('identity');
  });
});

describe('isFresh', () => {
  const etags = ['"abc"', '"abc-gz"', '"abc-br"'];

  it('matches any coding of the same version, weak or strong, in a list', () => {
    expect(isFresh({ 'if-none-match': '"abc"' }, etags)).toBe(true);
    expect(isFresh({ 'if-none-match': 'W/"abc-br"' }, etags)).toBe(true);
    expect(isFresh({ 'if-none-match': '"old", "abc-gz"' }, etags)).toBe(true);
    expect(isFresh({ 'if-none-match': '*' }, etags)).toBe(true);
  });

  it('sends the body for another version, no validator, or a request that says no-cache', () => {
    expect(isFresh({ 'if-none-match': '"abd"' }, etags)).toBe(false);
    expect(isFresh({}, etags)).toBe(false);
    expect(isFresh({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' }, etags)).toBe(false);
  });
});

describe('CachedBody', () => {
  const catalogue = Array.from({ length: 40 }, (_, i) => ({ slug: `dress-${i}`, description: 'Silk, floor length, fully lined.' }));

  it('compresses to bytes that decompress to the same JSON, once per coding', async () => {
    const body = CachedBody.json(catalogue);
    expect(body.compressible).toBe(true);
    expect(body.ready('gzip')).toBeNull();
    const [gz, again, br] = await Promise.all([body.encode('gzip'), body.encode('gzip'), body.encode('br')]);
    expect(again).toBe(gz);
    expect(body.ready('gzip')).toBe(gz);
    expect(gunzipSync(gz).equals(body.identity)).toBe(true);
    expect(brotliDecompressSync(br).equals(body.identity)).toBe(true);
    expect(br.length).toBeLessThan(body.identity.length / 2);
  });

  it('gives each coding its own strong ETag, changed with the content', () => {
    const body = CachedBody.json(catalogue);
    expect(new Set(body.allEtags).size).toBe(3);
    for (const tag of body.allEtags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(CachedBody.json(catalogue).etags).toEqual(body.etags);
    expect(CachedBody.json(catalogue.slice(1)).etags.identity).not.toBe(body.etags.identity);
  });

  it('leaves small bodies uncompressed', () => {
    expect(CachedBody.json({ slug: 'one' }).compressible).toBe(false);
  });
});
