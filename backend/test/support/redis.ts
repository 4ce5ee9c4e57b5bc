import Redis from 'ioredis';

/** Where the Redis halves of the suites connect (the store production shares rate-limit counts in). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 3000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Runs a suite that needs Redis. Global set-up decided whether one answers (DW_REDIS); without one the
 * suite is reported as skipped (which fails `npm test` under CI), and with REQUIRE_REDIS=1 set-up fails.
 */
export const describeWithRedis = (name: string, suite: () => void): void =>
  (process.env.DW_REDIS === '1' ? describe : describe.skip)(`${name} [redis]`, suite);

/** Deletes every key under a test's own prefix. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
