import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../common/app-error';
import { LenderAccount } from './lender-account.entity';
import { LenderTokenService } from './lender-token.service';

export const LENDER_TOKEN_HEADER = 'x-lender-token';
export const LENDER_TOKEN_REQUIRED = 'A lender token is required - create a lender account first.';

/** The lender a request acts for, as LenderTokenGuard resolved it (what other modules may know of it). */
export type ActingLender = Pick<LenderAccount, 'id' | 'fullName' | 'email'>;

type LenderRequest = Request & { lenderAccount?: LenderAccount };

/**
 * Lenders have no login (docs/decisions/0012-lender-token.md): the X-Lender-Token header names their account. Runs before
 * the body is validated, so a missing token is a 401 whatever the body holds.
 */
@Injectable()
export class LenderTokenGuard implements CanActivate {
  constructor(private readonly tokens: LenderTokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<LenderRequest>();
    const account = await this.tokens.findByToken(req.get(LENDER_TOKEN_HEADER));
    if (!account) throw AppError.unauthorized(LENDER_TOKEN_REQUIRED, 'LENDER_TOKEN_REQUIRED');
    // Erasure replaces the token hash, so this is a second line of defence.
    if (account.erasedAt) throw AppError.forbidden('This lender account has been closed.', 'LENDER_ACCOUNT_CLOSED');
    if (account.status === 'rejected') {
      throw AppError.forbidden('This lender account was not approved, so it cannot submit dresses.', 'LENDER_ACCOUNT_REJECTED');
    }
    req.lenderAccount = account;
    return true;
  }
}

/** The account LenderTokenGuard resolved. */
export const CurrentLender = createParamDecorator((_data: unknown, context: ExecutionContext): ActingLender => {
  const account = context.switchToHttp().getRequest<LenderRequest>().lenderAccount;
  if (!account) throw new Error('CurrentLender needs LenderTokenGuard');
  return account;
});
