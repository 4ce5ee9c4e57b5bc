import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from './app-error';

declare module 'express-session' {
  interface SessionData {
    admin?: boolean;
    /** When the admin logged in, for the absolute lifetime (ms since the epoch). */
    adminSince?: number;
    /** Which admin password the session was granted under (admin/domain/session-validity.ts). */
    passwordFingerprint?: string;
  }
}

/** The admin session's cookie (admin/session.middleware sets it; the API documents it). */
export const ADMIN_COOKIE = 'dw.sid';

export function isAdminRequest(req: Request): boolean {
  return req.session?.admin === true;
}

/** Every admin route answers 401 without the admin session. */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!isAdminRequest(context.switchToHttp().getRequest<Request>())) throw AppError.unauthorized();
    return true;
  }
}
