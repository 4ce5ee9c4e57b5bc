/**
 * A small seeded PRNG (mulberry32): the fuzz cases are random but fixed by the seed, so a failure
 * is reproduced by running again with the seed the run printed (FUZZ_SEED=<n>).
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator per name: adding an operation does not reshuffle every other operation's cases. */
  static forName(seed: number, name: string): Prng {
    let h = 2166136261 ^ seed;
    for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
    return new Prng(h);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)];
  }

  /** `count` distinct items, in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }
}

/**
 * FUZZ_SEED from the environment, or the day's date (UTC, e.g. 20261129): each run samples half the
 * cases it used to, and a new day samples others, so the days together cover more of each
 * operation's mutations than the one fixed sample did. The suite prints the seed it used.
 */
export function fuzzSeed(now = new Date()): number {
  const raw = process.env.FUZZ_SEED;
  return raw && /^\d+$/.test(raw) ? Number(raw) : Number(now.toISOString().slice(0, 10).replaceAll('-', ''));
}
