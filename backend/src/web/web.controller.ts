import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RemotesManifest, cartSessionFromCookies } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { writeApiError } from '../common/http/error-writer';
import { searchOf } from './first-screen';
import { WebService } from './web.service';

const PRIVATE_PAGES = /^\/(orders|unsubscribe|newsletter|lender|admin)(\/|$)/;

@ApiExcludeController()
@Controller()
export class WebController {
  constructor(private readonly web: WebService) {}

  @Get('remotes.json')
  manifest(@Res({ passthrough: true }) res: Response): RemotesManifest {
    res.setHeader('Cache-Control', 'no-cache');
    return this.web.manifest();
  }

  /** Every other GET that is not the API or an image is a page of the app. */
  @Get('{*path}')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (/^\/(api|objects|remotes)(\/|$)/.test(req.path)) {
      writeApiError(res, AppError.notFound('Nothing was found at this address.'));
      return;
    }
    const page = await this.web.page(req.path, searchOf(req.originalUrl), cartSessionFromCookies(req.headers.cookie));
    if (!page) {
      const message = 'The storefront has not been built yet: run `npm run build` at the repository root.';
      writeApiError(res, new AppError('unavailable', message, 'STOREFRONT_NOT_BUILT'));
      return;
    }
    // A renter's order page, the newsletter's confirm and unsubscribe links, the lender area (its sign-in links carry a token)
    // and the back office are private: search engines never keep them (helmet's Referrer-Policy: no-referrer keeps the tokens from other sites).
    if (PRIVATE_PAGES.test(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res
      .status(page.status)
      .setHeader('Cache-Control', page.private ? 'private, no-store' : 'no-cache')
      .type('html')
      .send(page.html);
  }
}
