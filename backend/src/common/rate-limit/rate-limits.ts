/**
 * Per-address limits (issue: production readiness). Windows are fixed: a count per key that expires
 * `windowMs` after its first hit.
 */
export interface Limit {
  readonly limit: number;
  readonly windowMs: number;
}

export const RATE_LIMITS = {
  /** A ceiling on any /api request from one address. */
  global: { limit: 600, windowMs: 60_000 },
  /**
   * A ceiling on every other request the app answers (pages, /objects images) from one address:
   * a shopper's catalogue page asks for a few dozen pictures, so this is generous.
   */
  pages: { limit: 1200, windowMs: 60_000 },
  /**
   * Admin login attempts per address, counted before the password is checked: the 6th within 15
   * minutes is refused; a successful login clears the count.
   */
  loginAttempts: { limit: 5, windowMs: 15 * 60_000 },
  /** Failed admin logins from every address: past this many, each attempt waits (never refused). */
  loginAccountFailures: { limit: 20, windowMs: 15 * 60_000 },
  /** Lender sign-in links asked for from one address, and for one e-mail address (counted hashed). */
  signInLinksPerAddress: { limit: 10, windowMs: 15 * 60_000 },
  signInLinksPerEmail: { limit: 3, windowMs: 15 * 60_000 },
  /**
   * Sign-ups that send mail to an address someone typed: a lender account (each sends a message) and
   * the newsletter (a confirmation link). Per client address, and per target address (counted hashed),
   * so nobody can fill another person's inbox from one address or from many.
   */
  lenderSignUpsPerAddress: { limit: 5, windowMs: 60 * 60_000 },
  lenderSignUpsPerEmail: { limit: 3, windowMs: 15 * 60_000 },
  newsletterSignUpsPerAddress: { limit: 10, windowMs: 15 * 60_000 },
  newsletterSignUpsPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  uploads: { limit: 30, windowMs: 10 * 60_000 },
  orders: { limit: 20, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;

export interface WindowState {
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/** Seconds to wait, or null when this hit is within the limit. */
export function retryAfter(state: WindowState, limit: Limit): number | null {
  return state.count > limit.limit ? Math.max(1, Math.ceil(state.resetMs / 1000)) : null;
}

/** The per-minute ceilings the environment may change, and the variable of each. */
const PER_MINUTE_VARIABLES = { global: 'RATE_LIMIT_GLOBAL_PER_MINUTE', pages: 'RATE_LIMIT_PAGES_PER_MINUTE' } as const;

/** Reads RATE_LIMITS=off (tests, benchmarks) and RATE_LIMIT_{GLOBAL,PAGES}_PER_MINUTE (0 = no ceiling). */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<Record<LimitName, Limit>> {
  if (env.RATE_LIMITS === 'off') return {};
  const limits: Partial<Record<LimitName, Limit>> = { ...RATE_LIMITS };
  for (const [name, variable] of Object.entries(PER_MINUTE_VARIABLES) as [keyof typeof PER_MINUTE_VARIABLES, string][]) {
    const value = env[variable];
    if (value === undefined || !/^\d+$/.test(value)) continue;
    if (Number(value) === 0) delete limits[name];
    else limits[name] = { limit: Number(value), windowMs: 60_000 };
  }
  return limits;
}
