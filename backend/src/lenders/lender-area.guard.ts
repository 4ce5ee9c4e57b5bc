import { CanActivate, ExecutionContext, Injectable, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { LENDER_SIGN_IN_MESSAGES } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { LenderAccount } from './lender-account.entity';
import { LenderIdentity, LenderSessionService } from './lender-session.service';

export const LENDER_SIGN_IN_REQUIRED = LENDER_SIGN_IN_MESSAGES.signInRequired;

type LenderRequest = Request & { lenderAccount?: LenderAccount; lenderIdentity?: LenderIdentity };

/**
 * The lender area's guard (/api/lender/…): the lender's own pages, so a pending or rejected account
 * may look (it sees why it was rejected) and only an erased one is refused. The lender is the one
 * of the lender session cookie, or of the X-Lender-Token header for API clients; never the admin's
 * session. `CurrentLender()` reads the account, `CurrentLenderSession()` how it signed in.
 */
@Injectable()
export class LenderAreaGuard implements CanActivate {
  constructor(private readonly sessions: LenderSessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<LenderRequest>();
    const identity = await this.sessions.identify(req);
    if (!identity || identity.account.erasedAt) throw AppError.unauthorized(LENDER_SIGN_IN_REQUIRED, 'LENDER_SIGN_IN_REQUIRED');
    req.lenderAccount = identity.account;
    req.lenderIdentity = identity;
    return true;
  }
}

/** The lender LenderAreaGuard found, and how (session or token, and when the session's link was spent). */
export const CurrentLenderSession = createParamDecorator((_data: unknown, context: ExecutionContext): LenderIdentity => {
  const identity = context.switchToHttp().getRequest<LenderRequest>().lenderIdentity;
  if (!identity) throw new Error('CurrentLenderSession needs LenderAreaGuard');
  return identity;
});

/**
 * A controller of the lender area: 401 without a signed-in lender, documented under "Lender area"
 * with her token. Its routes read only her own rows (`@CurrentLender()`).
 */
export function LenderArea(): ClassDecorator {
  return applyDecorators(ApiTags('Lender area'), UseGuards(LenderAreaGuard), ApiSecurity('lender-token'));
}
