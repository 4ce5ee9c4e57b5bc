import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../app-error';
import { MemoryRateLimitStore, RateLimitStore, RedisRateLimitStore } from './rate-limit.store';
import { Limit, LimitName, limitsFromEnv, retryAfter } from './rate-limits';

/**
 * Counts hits per (limit, client address) and throws 429 with Retry-After over the limit. If the
 * shared store is unreachable it lets the request through: limits must not become an outage.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly store: RateLimitStore;
  private readonly limits: Partial<Record<LimitName, Limit>>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limits = limitsFromEnv(config.rateLimitEnv);
    this.store = config.redisUrl ? new RedisRateLimitStore(config.redisUrl, `${config.redisKeyPrefix}rl:`) : new MemoryRateLimitStore();
  }

  enabled(name: LimitName): boolean {
    return this.limits[name] !== undefined;
  }

  /** Counts this request; throws when it is over the limit. */
  async consume(name: LimitName, client: string): Promise<void> {
    const limit = this.limits[name];
    if (!limit) return;
    const state = await this.safely(() => this.store.hit(`${name}:${client}`, limit.windowMs));
    const wait = state ? retryAfter(state, limit) : null;
    if (wait !== null) throw AppError.rateLimited(wait);
  }

  limitOf(name: LimitName): Limit | undefined {
    return this.limits[name];
  }

  /** Hits counted in the current window (0 when the limit is off or the store is unreachable). */
  async current(name: LimitName, client: string): Promise<number> {
    if (!this.limits[name]) return 0;
    const state = await this.safely(() => this.store.peek(`${name}:${client}`));
    return state?.count ?? 0;
  }

  async record(name: LimitName, client: string): Promise<void> {
    const limit = this.limits[name];
    if (limit) await this.safely(() => this.store.hit(`${name}:${client}`, limit.windowMs));
  }

  async clear(name: LimitName, client: string): Promise<void> {
    if (this.limits[name]) await this.safely(() => this.store.reset(`${name}:${client}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }

  private async safely<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Rate-limit store unavailable, letting the request through: ${(error as Error).message}`);
      return null;
    }
  }
}
