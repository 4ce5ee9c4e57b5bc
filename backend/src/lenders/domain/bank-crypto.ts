import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Bank details at rest (docs/decisions/0013-bank-details.md): AES-256-GCM with a random 12-byte IV per value. The field
 * name is bound in as associated data, so a sort code ciphertext cannot be swapped into the
 * account number column unnoticed. Format: 'v1:<iv b64>:<tag b64>:<ciphertext b64>'.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type BankField = 'sortCode' | 'accountNumber';

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The bank details key must be 32 bytes.');
}

export function encryptBankField(plain: string, field: BankField, key: Buffer): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** Throws when the value was altered, belongs to another field or was sealed with another key. */
export function decryptBankField(sealed: string, field: BankField, key: Buffer): string {
  assertKey(key);
  const parts = sealed.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('Not an encrypted bank field.');
  const [, ivText, tagText, bodyText] = parts;
  const iv = Buffer.from(ivText, 'base64');
  const tag = Buffer.from(tagText, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('Not an encrypted bank field.');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(field, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64')), decipher.final()]).toString('utf8');
}
