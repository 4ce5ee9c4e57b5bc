import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RemotesManifest } from '@dw/contracts';
import { searchOf } from './first-screen';
import { WebService } from './web.service';

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
      res.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Nothing was found at this address.' });
      return;
    }
    const page = await this.web.page(req.path, `${req.protocol}://${req.get('host')}`, req.query, searchOf(req.originalUrl));
    if (!page) {
      res.status(503).type('text/plain').send('The storefront has not been built yet: run `npm run build` at the repository root.');
      return;
    }
    res.status(page.status).setHeader('Cache-Control', 'no-cache').type('html').send(page.html);
  }
}
