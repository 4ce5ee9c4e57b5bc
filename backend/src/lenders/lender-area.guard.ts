import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../common/app-error';
import { LenderAccount } from './lender-account.entity';
import { LENDER_TOKEN_HEADER } from './lender-token.guard';
import { LenderTokenService } from './lender-token.service';

export const LENDER_SIGN_IN_REQUIRED = 'Please sign in to your lender account.';

type LenderRequest = Request & { lenderAccount?: LenderAccount };

/**
 * The lender area's guard (/api/lender/…): the lender's own pages, so a pending or rejected account
 * may look (it sees why it was rejected) and only an erased one is refused. The lender is resolved
 * from the X-Lender-Token header; `CurrentLender()` reads the account it found.
 */
@Injectable()
export class LenderAreaGuard implements CanActivate {
  constructor(private readonly tokens: LenderTokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<LenderRequest>();
    const account = await this.tokens.findByToken(req.get(LENDER_TOKEN_HEADER));
    if (!account || account.erasedAt) throw AppError.unauthorized(LENDER_SIGN_IN_REQUIRED, 'LENDER_SIGN_IN_REQUIRED');
    req.lenderAccount = account;
    return true;
  }
}
