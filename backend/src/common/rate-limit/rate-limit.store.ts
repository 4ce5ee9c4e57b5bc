import Redis from 'ioredis';
import type { WindowState } from './rate-limits';

/** Where counts live: in memory for one process, in Redis when replicas must share them. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowState>;
  peek(key: string): Promise<WindowState | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private sweeps = 0;

  async hit(key: string, windowMs: number): Promise<WindowState> {
    const now = Date.now();
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetMs: w.endsAt - now };
  }

  async peek(key: string): Promise<WindowState | null> {
    const w = this.windows.get(key);
    const now = Date.now();
    return w && w.endsAt > now ? { count: w.count, resetMs: w.endsAt - now } : null;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Drops ended windows so memory stays flat however many addresses call. */
  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
  }
}

/** INCR + PEXPIRE NX in one round trip: the first hit starts the window, on every replica alike. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  /** Calls made while the first connection is still being opened wait for it (2 s at most), rather than pass uncounted. */
  private readonly connected: Promise<void>;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    // A Redis outage must not take the shop down: errors surface per call and are handled there.
    this.redis.on('error', () => undefined);
    this.connected = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      timer.unref();
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async hit(key: string, windowMs: number): Promise<WindowState> {
    await this.connected;
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    if (!result) throw new Error('rate limit transaction aborted');
    const count = Number(result[0][1]);
    const ttl = Number(result[2][1]);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<WindowState | null> {
    await this.connected;
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return count === null || ttl <= 0 ? null : { count: Number(count), resetMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.connected;
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
