import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { NOTICES } from '@dw/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AppError } from '../common/app-error';
import { clientAddress } from '../common/rate-limit/rate-limit.guard';
import { RateLimiter } from '../common/rate-limit/rate-limiter.service';
import { verifyPassword } from './domain/password';

/**
 * The admin is one role with one password, so passport-local reads the password field as both
 * "username" and password.
 */
@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, 'admin-local') {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {
    super({ usernameField: 'password', passwordField: 'password', session: false, passReqToCallback: true });
  }

  /** Only failures count towards the limit; after five in 15 minutes even the right password waits. */
  async validate(req: Request, _username: string, password: string): Promise<{ role: 'admin' }> {
    const client = clientAddress(req);
    await this.limiter.assertBelow('loginFailures', client);
    if (!verifyPassword(password, this.config.adminPasswordHash)) {
      await this.limiter.record('loginFailures', client);
      throw new AppError('unauthorized', NOTICES.loginFailed.description, 'INVALID_PASSWORD');
    }
    await this.limiter.clear('loginFailures', client);
    return { role: 'admin' };
  }
}
