import { Body, Controller, Delete, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LENDER_SESSION_COOKIE, LENDER_SIGN_IN_MESSAGES, LenderMe, SignInLinkSent } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { LenderMeDto, SignInLinkRequestDto, SignInLinkSentDto, SignInWithLinkDto } from './dto/lender-area.dto';
import { LenderSessionService } from './lender-session.service';
import { LenderSignInService } from './lender-sign-in.service';
import { LendersService } from './lenders.service';
import { clearLenderSessionCookie, lenderSessionIdOf, setLenderSessionCookie } from './session/lender-cookie';

/** Signing in by e-mailed link, and out (docs/decisions/0020-lender-sign-in.md). */
@ApiTags('Lender area')
@Controller('api/lender')
export class LenderSessionController {
  constructor(
    private readonly signIn: LenderSignInService,
    private readonly sessions: LenderSessionService,
    private readonly lenders: LendersService,
  ) {}

  @Post('sign-in-link')
  @HttpCode(202)
  @RateLimit('signInLinksPerAddress')
  @ApiOperation({
    summary: 'E-mail a sign-in link to the lender account with this address',
    description:
      'Answers the same whether or not an account has the address (any case). The link works once, ' +
      'for SIGN_IN_LINK_TTL_MINUTES. Limited per client address and per e-mail address.',
  })
  @ApiAcceptedResponse({ type: SignInLinkSentDto })
  @ApiErrors(400, 403, 415, 429)
  async requestLink(@Body() body: SignInLinkRequestDto): Promise<SignInLinkSent> {
    await this.signIn.requestLink(body.email);
    return { message: LENDER_SIGN_IN_MESSAGES.linkSent };
  }

  @Post('session')
  @HttpCode(200)
  @ApiOperation({
    summary: "Spend a sign-in link's token and start the lender session",
    description:
      `Sets the ${LENDER_SESSION_COOKIE} cookie (__Host-${LENDER_SESSION_COOKIE} over TLS): httpOnly, SameSite=Strict. ` +
      'A POST, so a mail scanner fetching the link cannot spend it. 400 SIGN_IN_LINK_INVALID for an unknown ' +
      'token, 410 SIGN_IN_LINK_EXPIRED or SIGN_IN_LINK_USED.',
  })
  @ApiOkResponse({ type: LenderMeDto })
  @ApiErrors(400, 403, 410, 415)
  async start(@Body() body: SignInWithLinkDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LenderMe> {
    const signedIn = await this.signIn.signIn(body.token, lenderSessionIdOf(req));
    setLenderSessionCookie(req, res, signedIn.rawSessionId);
    return this.lenders.me({ account: signedIn.account, via: 'session', signedInAt: signedIn.signedInAt });
  }

  @Delete('session')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: the lender session ends and its cookie is cleared' })
  @ApiNoContentResponse({ description: 'Signed out (also when there was no session)' })
  @ApiErrors(403)
  async end(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.end(lenderSessionIdOf(req));
    clearLenderSessionCookie(req, res);
  }
}
