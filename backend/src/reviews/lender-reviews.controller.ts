import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LenderReviewView } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { LenderArea } from '../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../lenders/lender-token.guard';
import { LenderReviewViewDto } from './dto/review.dto';
import { ReviewsService } from './reviews.service';

/** The lender area's Reviews section: what renters said about her live dresses. */
@LenderArea()
@Controller('api/lender')
export class LenderReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('reviews')
  @ApiOperation({ summary: "Her live dresses' visible reviews, newest first, a page at a time" })
  @ApiPagedList(LenderReviewViewDto, 'Reviews of her dresses')
  @ApiErrors(400, 401)
  async list(
    @CurrentLender() lender: ActingLender,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LenderReviewView[]> {
    return sendPage(req, res, await this.reviews.forLender(lender.id, pageWindow(query)));
  }
}
