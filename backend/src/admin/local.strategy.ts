import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { NOTICES } from '@dw/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AppError } from '../common/app-error';
import { verifyPassword } from './domain/password';

/**
 * The admin is one role with one password, so passport-local reads the password field as both
 * "username" and password.
 */
@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, 'admin-local') {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super({ usernameField: 'password', passwordField: 'password', session: false });
  }

  validate(_username: string, password: string): { role: 'admin' } {
    if (!verifyPassword(password, this.config.adminPasswordHash)) {
      throw new AppError('unauthorized', NOTICES.loginFailed.description, 'INVALID_PASSWORD');
    }
    return { role: 'admin' };
  }
}
