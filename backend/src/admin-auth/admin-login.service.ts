import { Inject, Injectable } from '@nestjs/common';
import { NOTICES } from '@dw/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AppError } from '../common/app-error';
import { RateLimiter } from '../common/rate-limit/rate-limiter.service';
import { loginDelayMs } from './domain/login-delay';
import { verifyPassword } from '../config/password';

/** The account-wide counter's key: there is one admin account. */
const ACCOUNT = 'admin';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Admin login: every attempt is counted against its address before the password is looked at
 * (one atomic increment in memory or in Redis), so parallel guesses cannot all reach the check;
 * the 6th within 15 minutes is refused and a success clears the address's count. Failures from
 * every address also slow each further attempt (loginDelayMs) without locking the account.
 */
@Injectable()
export class AdminLoginService {
  /** What the checks cost so far (read by tests and useful in a debugger). */
  readonly stats = { verifications: 0, delayed: 0 };
  /** One scrypt at a time per process: each needs 128 MiB, and the pod has 512 MiB. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {}

  async login(client: string, password: string): Promise<void> {
    await this.limiter.consume('loginAttempts', client);
    const limit = this.limiter.limitOf('loginAccountFailures');
    if (limit) {
      const delay = loginDelayMs(await this.limiter.current('loginAccountFailures', ACCOUNT), limit.limit);
      if (delay > 0) {
        this.stats.delayed += 1;
        await sleep(delay);
      }
    }
    if (!(await this.verify(password))) {
      await this.limiter.record('loginAccountFailures', ACCOUNT);
      throw new AppError('unauthorized', NOTICES.loginFailed.description, 'INVALID_PASSWORD');
    }
    await this.limiter.clear('loginAttempts', client);
  }

  private verify(password: string): Promise<boolean> {
    const check = this.queue.then(() => {
      this.stats.verifications += 1;
      return verifyPassword(password, this.config.adminPasswordHash);
    });
    this.queue = check.catch(() => undefined);
    return check;
  }
}
