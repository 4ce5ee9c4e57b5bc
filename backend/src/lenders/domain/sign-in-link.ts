import { SIGN_IN_LINK_TTL_MINUTES } from '@dw/contracts';

const MINUTE_MS = 60_000;

/** What a stored link is worth at `now`; an unknown token has no row (`null`). */
export type LinkVerdict = 'usable' | 'unknown' | 'used' | 'expired';

export interface LinkState {
  expiresAt: Date;
  usedAt: Date | null;
}

export function linkExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SIGN_IN_LINK_TTL_MINUTES * MINUTE_MS);
}

/**
 * Why a link could not be spent. Used wins over expired: a lender who followed it once is told so,
 * whenever she tries again.
 */
export function linkVerdict(link: LinkState | null, now: Date): LinkVerdict {
  if (!link) return 'unknown';
  if (link.usedAt) return 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

/** Case and surrounding spaces never matter in an e-mail address we look up. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
