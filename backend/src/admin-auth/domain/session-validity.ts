import { createHmac } from 'node:crypto';

/** A session ends 8 hours after its last use (the cookie's rolling expiry) and 12 hours after login. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export interface AdminSessionFields {
  admin?: boolean;
  /** When the admin logged in (ms since the epoch). */
  adminSince?: number;
  /** passwordFingerprint() of the admin password at login. */
  passwordFingerprint?: string;
}

/**
 * Names the admin password a session was granted under (its identity, stable across replicas), without
 * storing anything of it in the sessions table: a keyed digest, so a changed password ends every older session.
 */
export function passwordFingerprint(adminPasswordIdentity: string, sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update(`admin-password:${adminPasswordIdentity}`).digest('base64url').slice(0, 32);
}

/** Whether an admin session still grants the admin role, now, under the current password. */
export function adminSessionValid(session: AdminSessionFields, fingerprint: string, now: number): boolean {
  if (session.admin !== true) return false;
  if (typeof session.adminSince !== 'number' || now - session.adminSince >= SESSION_ABSOLUTE_MS || session.adminSince > now + 60_000)
    return false;
  return session.passwordFingerprint === fingerprint;
}
