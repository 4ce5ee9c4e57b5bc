import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { NOTICES, TEXT_LIMITS, noticeText } from '@dw/contracts';
import { AppError } from '../common/app-error';

/**
 * Passport's guard runs before pipes, so the login body is checked here first: exactly
 * `{ password }`, a non-blank string.
 */
@Injectable()
export class LoginBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const body: unknown = context.switchToHttp().getRequest<Request>().body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw AppError.invalid(noticeText(NOTICES.passwordRequired), 'PASSWORD_REQUIRED');
    }
    const unknown = Object.keys(body).find((k) => k !== 'password');
    if (unknown) throw AppError.invalid(`Unknown field '${unknown}' - it is not part of this request.`, 'UNKNOWN_FIELD');
    const password = (body as { password?: unknown }).password;
    if (typeof password !== 'string' || password.trim() === '') {
      throw AppError.invalid(noticeText(NOTICES.passwordRequired), 'PASSWORD_REQUIRED');
    }
    if (password.length > TEXT_LIMITS.password.max) {
      throw new AppError('unauthorized', NOTICES.loginFailed.description, 'INVALID_PASSWORD');
    }
    return true;
  }
}
