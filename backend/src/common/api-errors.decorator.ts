import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBody } from './error-body';

const DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Invalid input or unknown field',
  401: 'No admin session (on lender routes: no lender session or token)',
  403: 'Forbidden (foreign origin, wrong lender token or bad upload signature)',
  404: 'Not found',
  409: 'Conflict (illegal status transition, changed prices, reused idempotency key)',
  410: 'Gone (a used or expired sign-in link)',
  413: 'Too large',
  415: 'Wrong content type',
  429: 'Too many requests',
  503: 'Unavailable',
};

/** Documents the error responses of a route, all in the one error shape. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status], type: ErrorBody })),
    ApiResponse({ status: 500, description: 'Unexpected failure (no details leak)', type: ErrorBody }),
  );
}

/** Admin routes: the session cookie, and 401 without it. */
export { ADMIN_COOKIE } from './admin-session.guard';
