import { pipeline } from 'node:stream';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExcludeEndpoint, ApiHeader, ApiOkResponse, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LENDER_SESSION_COOKIE, type UploadPurpose } from '@dw/contracts';
import { ADMIN_COOKIE, ApiErrors } from '../common/api-errors.decorator';
import { AppError } from '../common/app-error';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { readBody } from './domain/read-body';
import { parseVariantWidth } from './domain/variant-width';
import { ImageVariantsService } from './image-variants.service';
import { UploadRequestDto } from './dto/upload-request.dto';
import { StoredImageDto, UploadTicketDto } from './dto/upload-ticket.dto';
import { UploadAccessGuard, UploadRequest } from './upload-access.guard';
import { UploadsService } from './uploads.service';
import { OBJECT_ID } from './storage/object-storage';

/**
 * Every /objects route checks the id before anything else: ids are the UUIDs we issue, and any other
 * text (`..%2F..%2Fname`) must never become part of a file path or a storage key.
 */
function uploadId(id: string): string {
  if (!OBJECT_ID.test(id)) throw AppError.notFound('Image not found.', 'IMAGE_NOT_FOUND');
  return id;
}

@ApiTags('Uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly variants: ImageVariantsService,
  ) {}

  /** Admins upload product images (10 MB); lenders, with their token, listing photos (5 MB). */
  @Post('api/objects/upload')
  @RateLimit('uploads')
  @UseGuards(UploadAccessGuard)
  @HttpCode(200)
  @ApiSecurity(ADMIN_COOKIE)
  @ApiSecurity('lender-token')
  @ApiSecurity(LENDER_SESSION_COOKIE)
  @ApiBody({ type: UploadRequestDto, required: false })
  @ApiOkResponse({ type: UploadTicketDto })
  @ApiErrors(400, 401, 403, 413, 415, 429, 503)
  issue(@Req() req: UploadRequest, @Body() body: UploadRequestDto): Promise<UploadTicketDto> {
    return this.uploads.issue(req.uploadPurpose as UploadPurpose, body, req.uploaderLenderId ?? null);
  }

  @Put('objects/uploads/:id')
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp', 'image/avif')
  @ApiHeader({ name: 'Content-Type', required: true })
  @ApiOkResponse({ type: StoredImageDto })
  @ApiErrors(403, 409, 413, 415, 503)
  async put(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: Request): Promise<StoredImageDto> {
    const { maxBytes, type } = this.uploads.authorise(id, query, req.get('content-type'));
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) throw this.uploads.tooLarge(maxBytes);
    const bytes = await readBody(req, maxBytes);
    if (bytes === null) throw this.uploads.tooLarge(maxBytes);
    return { objectPath: await this.uploads.store(id, bytes, type, maxBytes) };
  }

  @Get('objects/uploads/:id')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/avif')
  @ApiOkResponse({ description: 'The image, with its type and long caching' })
  @ApiErrors(404, 503)
  async get(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const object = await this.uploads.open(uploadId(id));
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Ids are never reused, so the bytes at a path never change.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    // pipeline, not pipe: a storage stream that fails mid-way ends the response, and a browser
    // that goes away releases the storage connection.
    pipeline(object.body, res, () => undefined);
  }

  /**
   * A resized WebP copy (IMAGE_VARIANT_WIDTHS in contracts), for the shop's srcset. Not in the API
   * document: it is a picture URL the shop derives from an image path, not an API call.
   */
  @Get('objects/uploads/:id/:width')
  @ApiExcludeEndpoint()
  async variant(@Param('id') id: string, @Param('width') widthText: string, @Res() res: Response): Promise<void> {
    const checkedId = uploadId(id);
    const width = parseVariantWidth(widthText);
    if (width === null) throw AppError.notFound('Image not found.', 'IMAGE_NOT_FOUND');
    const image = await this.variants.get(checkedId, width);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (image.kind === 'webp') {
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Content-Length', String(image.bytes.length));
      res.end(image.bytes);
      return;
    }
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.size));
    pipeline(image.body, res, () => undefined);
  }
}
