import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { EarningsSummary, LenderEarning, PayoutView } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { LenderArea } from '../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../lenders/lender-token.guard';
import { EarningsSummaryDto, LenderEarningDto, PayoutViewDto } from './dto/payout.dto';
import { LenderPayoutsService } from './lender-payouts.service';

/** The lender area's earnings and payouts: only ever the signed-in lender's own. */
@LenderArea()
@Controller('api/lender')
export class LenderPayoutsController {
  constructor(private readonly payouts: LenderPayoutsService) {}

  @Get('earnings')
  @ApiOperation({ summary: "The lender's earnings, newest first, a page at a time" })
  @ApiPagedList(LenderEarningDto, 'Her earnings')
  @ApiErrors(400, 401)
  async earnings(
    @CurrentLender() lender: ActingLender,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LenderEarning[]> {
    return sendPage(req, res, await this.payouts.earningsOf(lender.id, pageWindow(query)));
  }

  @Get('earnings/summary')
  @ApiOperation({ summary: "The lender's earnings this month, to date and pending, and the next payout date" })
  @ApiOkResponse({ type: EarningsSummaryDto })
  @ApiErrors(401)
  summary(@CurrentLender() lender: ActingLender): Promise<EarningsSummary> {
    return this.payouts.summaryOf(lender.id);
  }

  @Get('payouts')
  @ApiOperation({ summary: "The lender's payouts, newest month first, each with the rentals it covers" })
  @ApiPagedList(PayoutViewDto, 'Her payouts')
  @ApiErrors(400, 401)
  async list(
    @CurrentLender() lender: ActingLender,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PayoutView[]> {
    return sendPage(req, res, await this.payouts.payoutsOf(lender.id, pageWindow(query)));
  }
}
