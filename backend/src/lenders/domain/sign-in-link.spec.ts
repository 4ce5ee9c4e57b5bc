import { SIGN_IN_LINK_TTL_MINUTES } from '@dw/contracts';
import { linkExpiresAt, linkVerdict, normaliseEmail } from './sign-in-link';

const at = (iso: string) => new Date(iso);

describe('sign-in links', () => {
  it(`expire ${SIGN_IN_LINK_TTL_MINUTES} minutes after they are made`, () => {
    expect(linkExpiresAt(at('2026-11-26T10:00:00.000Z'))).toEqual(at('2026-11-26T10:15:00.000Z'));
  });

  it('are usable until the moment they expire, and not at it', () => {
    const link = { expiresAt: at('2026-11-26T10:15:00.000Z'), usedAt: null };
    expect(linkVerdict(link, at('2026-11-26T10:14:59.999Z'))).toBe('usable');
    expect(linkVerdict(link, at('2026-11-26T10:15:00.000Z'))).toBe('expired');
  });

  it('say "used" once spent, even after they expired, and "unknown" without a row', () => {
    const used = { expiresAt: at('2026-11-26T10:15:00.000Z'), usedAt: at('2026-11-26T10:01:00.000Z') };
    expect(linkVerdict(used, at('2026-11-26T10:02:00.000Z'))).toBe('used');
    expect(linkVerdict(used, at('2026-11-27T10:00:00.000Z'))).toBe('used');
    expect(linkVerdict(null, at('2026-11-26T10:02:00.000Z'))).toBe('unknown');
  });

  it('match e-mail addresses whatever their case and surrounding spaces', () => {
    expect(normaliseEmail('  Amelia.Hart@Example.CO.UK ')).toBe('amelia.hart@example.co.uk');
  });
});
