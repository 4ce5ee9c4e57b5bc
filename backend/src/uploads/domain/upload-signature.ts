import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOADS_PATH_PREFIX, UPLOAD_PURPOSES, UPLOAD_URL_TTL_SECONDS, UploadPurpose } from '@dw/contracts';

export interface UploadGrant {
  id: string;
  purpose: UploadPurpose;
  /** Unix seconds after which the URL is refused. */
  expires: number;
}

function mac(key: Buffer, grant: UploadGrant): string {
  return createHmac('sha256', key).update(`${grant.id}\n${grant.purpose}\n${grant.expires}`).digest('base64url');
}

/** `?purpose=…&expires=…&signature=…` for a PUT to /objects/uploads/{id}. */
export function signUpload(key: Buffer, grant: UploadGrant): string {
  const params = new URLSearchParams({ purpose: grant.purpose, expires: String(grant.expires), signature: mac(key, grant) });
  return params.toString();
}

/** Our own upload URL for `id`: the PUT route checks the bytes before storing them. */
export function serverUploadUrl(key: Buffer, id: string, purpose: UploadPurpose, nowSeconds: number): string {
  return `${UPLOADS_PATH_PREFIX}${id}?${signUpload(key, { id, purpose, expires: nowSeconds + UPLOAD_URL_TTL_SECONDS })}`;
}

export type GrantProblem = 'malformed' | 'bad-signature' | 'expired';

/** Checks a signed upload URL's query; any edit to id, purpose or expiry breaks the signature. */
export function verifyUpload(
  key: Buffer,
  id: string,
  query: Record<string, unknown>,
  nowSeconds: number,
): { grant: UploadGrant } | { problem: GrantProblem } {
  const { purpose, expires, signature } = query;
  if (typeof purpose !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') return { problem: 'malformed' };
  if (!(UPLOAD_PURPOSES as readonly string[]).includes(purpose) || !/^\d{1,12}$/.test(expires)) return { problem: 'malformed' };
  const grant: UploadGrant = { id, purpose: purpose as UploadPurpose, expires: Number(expires) };
  const expected = Buffer.from(mac(key, grant));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { problem: 'bad-signature' };
  if (grant.expires < nowSeconds) return { problem: 'expired' };
  return { grant };
}
