import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isAdminRequest } from '../common/admin-session.guard';
import { ApiErrors } from '../common/api-errors.decorator';
import { LoginDto, SessionStateDto } from './dto/login.dto';
import { LoginBodyGuard } from './login-body.guard';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { passwordFingerprint } from './domain/session-validity';
import { sessionCookieName } from './session.middleware';

const promisify = (fn: (cb: (err?: Error) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

@ApiTags('Admin')
@Controller('api/admin')
export class AdminAuthController {
  private readonly fingerprint: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.fingerprint = passwordFingerprint(config.adminPasswordIdentity, config.sessionSecret);
  }

  /** A new session id at login defeats session fixation. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginBodyGuard, AuthGuard('admin-local'))
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: SessionStateDto, description: 'Logged in; sets the httpOnly session cookie' })
  @ApiErrors(400, 401, 403, 415, 429)
  async login(@Req() req: Request, @Body() _body: LoginDto): Promise<SessionStateDto> {
    await promisify((cb) => req.session.regenerate(cb));
    req.session.admin = true;
    req.session.adminSince = Date.now();
    req.session.passwordFingerprint = this.fingerprint;
    await promisify((cb) => req.session.save(cb));
    return { isAuthenticated: true };
  }

  @Get('check')
  @ApiOkResponse({ type: SessionStateDto })
  @ApiErrors()
  check(@Req() req: Request): SessionStateDto {
    return { isAuthenticated: isAdminRequest(req) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionStateDto })
  @ApiErrors(403)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionStateDto> {
    if (req.session) await promisify((cb) => req.session.destroy(cb));
    res.clearCookie(sessionCookieName(req), { path: '/', httpOnly: true, sameSite: 'strict', secure: req.secure });
    return { isAuthenticated: false };
  }
}
