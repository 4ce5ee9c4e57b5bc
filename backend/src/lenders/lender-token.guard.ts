import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../common/app-error';
import { LenderAccount } from './lender-account.entity';
import { LenderSessionService } from './lender-session.service';

export const LENDER_TOKEN_HEADER = 'x-lender-token';
export const LENDER_TOKEN_REQUIRED = 'Sign in to your lender account (or send its X-Lender-Token) - or create a lender account first.';

/** The lender a request acts for, as LenderTokenGuard resolved it (what other modules may know of it). */
export type ActingLender = Pick<LenderAccount, 'id' | 'fullName' | 'email'>;

type LenderRequest = Request & { lenderAccount?: LenderAccount };

/**
 * Acting as a lender (listing a dress, uploading its photos): the X-Lender-Token header
 * (docs/decisions/0012-lender-token.md) or the lender session cookie (docs/decisions/0020-lender-sign-in.md)
 * names the account. Runs before the body is validated, so a missing credential is a 401 whatever
 * the body holds.
 */
@Injectable()
export class LenderTokenGuard implements CanActivate {
  constructor(private readonly sessions: LenderSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<LenderRequest>();
    const account = (await this.sessions.identify(req))?.account;
    if (!account) throw AppError.unauthorized(LENDER_TOKEN_REQUIRED, 'LENDER_TOKEN_REQUIRED');
    // Erasure replaces the token hash and deletes the sessions, so this is a second line of defence.
    if (account.erasedAt) throw AppError.forbidden('This lender account has been closed.', 'LENDER_ACCOUNT_CLOSED');
    if (account.status === 'rejected') {
      throw AppError.forbidden('This lender account was not approved, so it cannot submit dresses.', 'LENDER_ACCOUNT_REJECTED');
    }
    req.lenderAccount = account;
    return true;
  }
}

/** The account LenderTokenGuard (or LenderAreaGuard) resolved. */
export const CurrentLender = createParamDecorator((_data: unknown, context: ExecutionContext): ActingLender => {
  const account = context.switchToHttp().getRequest<LenderRequest>().lenderAccount;
  if (!account) throw new Error('CurrentLender needs LenderTokenGuard or LenderAreaGuard');
  return account;
});
