import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import { ADMIN_COOKIE, AdminSessionGuard } from './admin-session.guard';

/** An admin route (or every route of an admin controller): 401 without the admin session, documented as its cookie. */
export function AdminOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(AdminSessionGuard), ApiCookieAuth(ADMIN_COOKIE));
}
