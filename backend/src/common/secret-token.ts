import { createHash, randomBytes } from 'node:crypto';

/** A secret handed out once (a sign-in link's token, a session id) and its SHA-256, the only form stored. */
export interface Secret {
  value: string;
  hash: string;
}

export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, base64url: 43 characters nobody can guess. */
export function newSecret(): Secret {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashSecret(value) };
}

/** The shape newSecret() makes: anything else cannot be one, so it is refused without a query. */
export function looksLikeSecret(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
