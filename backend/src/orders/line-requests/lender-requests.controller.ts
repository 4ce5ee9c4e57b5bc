import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LenderRequestView, ResponseStats } from '@dw/contracts';
import { ApiErrors } from '../../common/api-errors.decorator';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { pageWindow } from '../../common/paging/page-window';
import { ApiPagedList, sendPage } from '../../common/paging/paged-response';
import { LenderArea } from '../../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../../lenders/lender-token.guard';
import { LenderRequestViewDto, RequestAnswerDto, ResponseStatsDto } from '../dto/request-answer.dto';
import { LineRequestsService } from '../line-requests.service';

/** The lender area's booking requests: only ever the signed-in lender's own lines. */
@LenderArea()
@Controller('api/lender')
export class LenderRequestsController {
  constructor(private readonly requests: LineRequestsService) {}

  @Get('requests')
  @ApiOperation({ summary: "The lender's booking requests: open ones first by deadline, then those answered, latest first" })
  @ApiPagedList(LenderRequestViewDto, 'Her requests')
  @ApiErrors(400, 401)
  async list(
    @CurrentLender() lender: ActingLender,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LenderRequestView[]> {
    return sendPage(req, res, await this.requests.lenderRequests(lender.id, pageWindow(query)));
  }

  @Put('requests/:itemId')
  @ApiOperation({
    summary: 'Accept or decline one of her requests',
    description:
      'A decline needs a reason (400 REQUEST_REASON_INVALID without one); 404 for a line not hers; 409 REQUEST_ALREADY_ANSWERED once answered or expired (of two answers at once exactly one lands).',
  })
  @ApiOkResponse({ type: LenderRequestViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  answer(
    @CurrentLender() lender: ActingLender,
    @Param('itemId') itemId: string,
    @Body() body: RequestAnswerDto,
  ): Promise<LenderRequestView> {
    return this.requests.answerAsLender(lender.id, itemId, body);
  }

  @Get('response-stats')
  @ApiOperation({ summary: 'How she answered her requests over the last 90 days: counts, the share she answered, the median hours' })
  @ApiOkResponse({ type: ResponseStatsDto })
  @ApiErrors(401)
  stats(@CurrentLender() lender: ActingLender): Promise<ResponseStats> {
    return this.requests.responseStats(lender.id);
  }
}
