import { SESSION_ABSOLUTE_MS, adminSessionValid, passwordFingerprint } from './session-validity';

describe('admin session validity', () => {
  const now = Date.UTC(2026, 5, 1, 12);
  const fingerprint = passwordFingerprint('scrypt$N=131072,r=8,p=1$c2FsdA==$aGFzaA==', 'secret');
  const session = { admin: true, adminSince: now - 60_000, passwordFingerprint: fingerprint };

  it('grants the role to a recent login under the current password', () => {
    expect(adminSessionValid(session, fingerprint, now)).toBe(true);
  });

  it('ends at the absolute lifetime however recently the session was used', () => {
    expect(adminSessionValid({ ...session, adminSince: now - SESSION_ABSOLUTE_MS + 1000 }, fingerprint, now)).toBe(true);
    expect(adminSessionValid({ ...session, adminSince: now - SESSION_ABSOLUTE_MS }, fingerprint, now)).toBe(false);
  });

  it('ends when the password hash changed, and refuses sessions without a login time or fingerprint', () => {
    const other = passwordFingerprint('scrypt$N=131072,r=8,p=1$c2FsdA==$b3RoZXI=', 'secret');
    expect(other).not.toBe(fingerprint);
    expect(adminSessionValid(session, other, now)).toBe(false);
    expect(adminSessionValid({ admin: true }, fingerprint, now)).toBe(false);
    expect(adminSessionValid({ ...session, passwordFingerprint: undefined }, fingerprint, now)).toBe(false);
    expect(adminSessionValid({ ...session, admin: false }, fingerprint, now)).toBe(false);
  });
});
