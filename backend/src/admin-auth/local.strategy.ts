import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { clientAddress } from '../common/rate-limit/rate-limit.guard';
import { AdminLoginService } from './admin-login.service';

/**
 * The admin is one role with one password, so passport-local reads the password field as both
 * "username" and password.
 */
@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, 'admin-local') {
  constructor(private readonly login: AdminLoginService) {
    super({ usernameField: 'password', passwordField: 'password', session: false, passReqToCallback: true });
  }

  async validate(req: Request, _username: string, password: string): Promise<{ role: 'admin' }> {
    await this.login.login(clientAddress(req), password);
    return { role: 'admin' };
  }
}
