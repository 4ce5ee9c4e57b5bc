import { randomBytes } from 'node:crypto';
import { UPLOAD_URL_TTL_SECONDS } from '@dw/contracts';
import { serverUploadUrl, signUpload, verifyUpload } from './upload-signature';

describe('upload signatures', () => {
  const key = randomBytes(32);
  const id = '0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
  const query = (qs: string) => Object.fromEntries(new URLSearchParams(qs));

  it('accepts its own signature before expiry', () => {
    const qs = signUpload(key, { id, purpose: 'listing', expires: 2000 });
    expect(verifyUpload(key, id, query(qs), 1000)).toEqual({ grant: { id, purpose: 'listing', expires: 2000 } });
  });

  it('refuses an expired URL', () => {
    const qs = signUpload(key, { id, purpose: 'listing', expires: 2000 });
    expect(verifyUpload(key, id, query(qs), 2001)).toEqual({ problem: 'expired' });
  });

  it('refuses a URL whose purpose, expiry or id was changed', () => {
    const qs = query(signUpload(key, { id, purpose: 'listing', expires: 2000 }));
    expect(verifyUpload(key, id, { ...qs, purpose: 'product' }, 1000)).toEqual({ problem: 'bad-signature' });
    expect(verifyUpload(key, id, { ...qs, expires: '9999' }, 1000)).toEqual({ problem: 'bad-signature' });
    expect(verifyUpload(key, id.replace('0b', '1b'), qs, 1000)).toEqual({ problem: 'bad-signature' });
    expect(verifyUpload(randomBytes(32), id, qs, 1000)).toEqual({ problem: 'bad-signature' });
  });

  it('refuses a malformed query', () => {
    expect(verifyUpload(key, id, {}, 1000)).toEqual({ problem: 'malformed' });
    expect(verifyUpload(key, id, { purpose: 'avatar', expires: '1', signature: 'x' }, 0)).toEqual({ problem: 'malformed' });
  });

  it('builds our own upload URL, valid for UPLOAD_URL_TTL_SECONDS', () => {
    const url = new URL(serverUploadUrl(key, id, 'product', 1000), 'http://shop.test');
    expect(url.pathname).toBe(`/objects/uploads/${id}`);
    const query = Object.fromEntries(url.searchParams);
    expect(verifyUpload(key, id, query, 1000 + UPLOAD_URL_TTL_SECONDS)).toEqual({
      grant: { id, purpose: 'product', expires: 1000 + UPLOAD_URL_TTL_SECONDS },
    });
    expect(verifyUpload(key, id, query, 1001 + UPLOAD_URL_TTL_SECONDS)).toEqual({ problem: 'expired' });
  });
});
