import { Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOkResponse, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UploadPurpose } from '@dw/contracts';
import { isAdminRequest } from '../common/admin-session.guard';
import { AppError } from '../common/app-error';
import { ADMIN_COOKIE, ApiErrors } from '../common/api-errors.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { LenderTokenService } from '../lenders/lender-token.service';
import { readBody } from './domain/read-body';
import { StoredImageDto, UploadTicketDto } from './dto/upload-ticket.dto';
import { UploadsService } from './uploads.service';

@ApiTags('Uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly lenderTokens: LenderTokenService,
  ) {}

  /** Admins upload product images (10 MB); lenders, with their token, listing photos (5 MB). */
  @Post('api/objects/upload')
  @RateLimit('uploads')
  @HttpCode(200)
  @ApiSecurity(ADMIN_COOKIE)
  @ApiSecurity('lender-token')
  @ApiOkResponse({ type: UploadTicketDto })
  @ApiErrors(401, 403, 429)
  async issue(@Req() req: Request, @Headers('x-lender-token') token?: string): Promise<UploadTicketDto> {
    let purpose: UploadPurpose;
    if (isAdminRequest(req)) purpose = 'product';
    else if (token && (await this.lenderTokens.accountForToken(token))) purpose = 'listing';
    else throw AppError.unauthorized('Log in as admin or create a lender account before uploading photos.');
    return this.uploads.issue(purpose);
  }

  @Put('objects/uploads/:id')
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp', 'image/avif')
  @ApiHeader({ name: 'Content-Type', required: true })
  @ApiOkResponse({ type: StoredImageDto })
  @ApiErrors(403, 409, 413, 415)
  async put(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: Request): Promise<StoredImageDto> {
    const { maxBytes, type } = this.uploads.authorise(id, query, req.get('content-type'));
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) throw this.uploads.tooLarge(maxBytes);
    const bytes = await readBody(req, maxBytes);
    if (bytes === null) throw this.uploads.tooLarge(maxBytes);
    return { objectPath: await this.uploads.store(id, bytes, type) };
  }

  @Get('objects/uploads/:id')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/avif')
  @ApiOkResponse({ description: 'The image, with its type and long caching' })
  @ApiErrors(404)
  async get(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const object = await this.uploads.open(id);
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Ids are never reused, so the bytes at a path never change.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    object.body.pipe(res);
  }
}
