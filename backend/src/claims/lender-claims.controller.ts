import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ClaimView, ConditionRecordView } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { LenderArea } from '../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../lenders/lender-token.guard';
import { OrderReceiptsService } from '../orders/order-receipts.service';
import { ConditionRecordsService } from '../returns/condition-records.service';
import { ConditionRecordViewDto } from '../returns/dto/condition-record.view';
import { ClaimsService } from './claims.service';
import { ClaimInputDto, ClaimListQueryDto, ClaimViewDto, ReceiptInputDto, ReceiptResultDto } from './dto/claim.dto';

/** The lender area's returns and claims: only her own dresses. */
@LenderArea()
@Controller('api/lender')
export class LenderClaimsController {
  constructor(
    private readonly receipts: OrderReceiptsService,
    private readonly records: ConditionRecordsService,
    private readonly claims: ClaimsService,
  ) {}

  @Post('bookings/:id/received')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark her dress of a dispatched order as received back, with its condition',
    description:
      'Only her own lines (another booking: 404 BOOKING_NOT_FOUND); the order must be dispatched (409); once (409 ALREADY_RECEIVED). receivedOn defaults to today (UK), never in the future or before the dispatch (400). When every line of the order is back, the order is completed.',
  })
  @ApiOkResponse({ type: ReceiptResultDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  received(@CurrentLender() lender: ActingLender, @Param('id') id: string, @Body() body: ReceiptInputDto): Promise<ReceiptResultDto> {
    return this.receipts.receiveForLender(lender.id, id, body);
  }

  @Get('condition-records')
  @ApiOperation({ summary: "Her dresses' condition records (dispatch and return), newest first" })
  @ApiPagedList(ConditionRecordViewDto, 'Her records')
  @ApiErrors(400, 401)
  async conditionRecords(
    @CurrentLender() lender: ActingLender,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConditionRecordView[]> {
    return sendPage(req, res, await this.records.forLender(lender.id, pageWindow(query)));
  }

  @Get('claims')
  @ApiOperation({ summary: 'Her damage claims, newest first' })
  @ApiPagedList(ClaimViewDto, 'Her claims')
  @ApiErrors(400, 401)
  async list(
    @CurrentLender() lender: ActingLender,
    @Query() query: ClaimListQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ClaimView[]> {
    return sendPage(req, res, await this.claims.forLender(lender.id, query.status, pageWindow(query)));
  }

  @Post('claims')
  @ApiOperation({
    summary: 'Open a damage claim on her own rental line',
    description:
      "Within 48 hours of the dress's return (409 CLAIM_WINDOW_CLOSED); another lender's line: 404; photos from the line's condition records (400); the amount at most the dress's retail value and £2,000 (400).",
  })
  @ApiCreatedResponse({ type: ClaimViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  open(@CurrentLender() lender: ActingLender, @Body() body: ClaimInputDto): Promise<ClaimView> {
    return this.claims.open(body, { by: 'lender', lenderAccountId: lender.id });
  }
}
