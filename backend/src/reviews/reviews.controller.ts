import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminReviewView, PRODUCT_REVIEWS_PAGE_SIZE, ReviewInvitationView, ReviewView, UploadTicket } from '@dw/contracts';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { UploadTicketDto } from '../uploads/dto/upload-ticket.dto';
import {
  AdminReviewViewDto,
  AdminReviewsQueryDto,
  CreateReviewDto,
  ReviewHiddenDto,
  ReviewInvitationViewDto,
  ReviewPhotoUploadDto,
  ReviewViewDto,
} from './dto/review.dto';
import { ReviewsService } from './reviews.service';

/** Verified reviews: the renter's link, the product page's list and the back office's moderation. */
@ApiTags('Reviews')
@Controller('api')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('products/:identifier/reviews')
  @ApiOperation({ summary: "A product's visible reviews, newest first, a page at a time (by id or slug)" })
  @ApiPagedList(ReviewViewDto, 'Visible reviews, newest first')
  @ApiErrors(400, 404)
  async forProduct(
    @Param('identifier') identifier: string,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReviewView[]> {
    return sendPage(req, res, await this.reviews.forProduct(identifier, pageWindow(query, PRODUCT_REVIEWS_PAGE_SIZE)));
  }

  @Get('reviews/invitation/:token')
  @ApiOperation({
    summary: 'What the e-mailed review link lets her review',
    description:
      'The dresses of her completed rental (not backup sizes), each marked once reviewed. 404 REVIEW_LINK_INVALID for any other token.',
  })
  @ApiOkResponse({ type: ReviewInvitationViewDto })
  @ApiErrors(404)
  invitation(@Param('token') token: string): Promise<ReviewInvitationView> {
    return this.reviews.invitation(token);
  }

  @Post('reviews')
  @ApiOperation({
    summary: 'Review one dress of a completed rental, with the e-mailed link’s token',
    description:
      '1-5 stars, the fit, 20-2,000 characters of plain text and an optional photo uploaded through POST /api/reviews/photo-upload. ' +
      '404 REVIEW_LINK_INVALID for a token that opens no completed rental, 404 REVIEW_LINE_NOT_FOUND for a line not in it, ' +
      '409 REVIEW_EXISTS for a line already reviewed.',
  })
  @ApiCreatedResponse({ type: ReviewViewDto })
  @ApiErrors(400, 403, 404, 409, 415)
  create(@Body() body: CreateReviewDto): Promise<ReviewView> {
    return this.reviews.create(body);
  }

  @Post('reviews/photo-upload')
  @RateLimit('uploads')
  @HttpCode(200)
  @ApiOperation({
    summary: "An upload URL for a review's photo (the link's token stands for a session)",
    description: 'PUT the file there as with every upload: JPEG, PNG, WebP or AVIF whose bytes match, at most 5 MB.',
  })
  @ApiOkResponse({ type: UploadTicketDto })
  @ApiErrors(400, 403, 404, 413, 415, 429, 503)
  photoUpload(@Body() body: ReviewPhotoUploadDto): Promise<UploadTicket> {
    return this.reviews.photoTicket(body);
  }

  @Get('reviews')
  @AdminOnly()
  @ApiOperation({ summary: 'Every review, newest first, a page at a time; visibility filters hidden or visible ones' })
  @ApiPagedList(AdminReviewViewDto, 'Reviews, newest first')
  @ApiErrors(400, 401)
  async forAdmin(
    @Query() query: AdminReviewsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminReviewView[]> {
    return sendPage(req, res, await this.reviews.forAdmin(query.visibility ?? 'all', pageWindow(query)));
  }

  @Put('reviews/:id/hidden')
  @AdminOnly()
  @ApiOperation({
    summary: 'Hide a review (with a reason) or show it again',
    description: "A hidden review leaves the product page, the cards and the product's average at once.",
  })
  @ApiOkResponse({ type: AdminReviewViewDto })
  @ApiErrors(400, 401, 403, 404, 415)
  setHidden(@Param('id') id: string, @Body() body: ReviewHiddenDto): Promise<AdminReviewView> {
    return this.reviews.setHidden(id, body);
  }
}
