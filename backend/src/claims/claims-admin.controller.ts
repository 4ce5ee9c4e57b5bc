import { Body, Controller, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ClaimView, ConditionRecordView } from '@dw/contracts';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { AppError } from '../common/app-error';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { isUuid } from '../common/uuid';
import { ConditionRecordsService } from '../returns/condition-records.service';
import { ConditionRecordViewDto } from '../returns/dto/condition-record.view';
import { ClaimsService } from './claims.service';
import { ClaimDecisionDto, ClaimInputDto, ClaimListQueryDto, ClaimViewDto } from './dto/claim.dto';

/** The back office's claims and an order's condition records. */
@ApiTags('Claims')
@Controller('api')
export class ClaimsAdminController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly records: ConditionRecordsService,
  ) {}

  @Get('admin/claims')
  @AdminOnly()
  @ApiOperation({ summary: 'Damage claims, newest first, by status (unanswered: open and past its answer deadline)' })
  @ApiPagedList(ClaimViewDto, 'Claims with their deadlines')
  @ApiErrors(400, 401)
  async list(@Query() query: ClaimListQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ClaimView[]> {
    return sendPage(req, res, await this.claims.list(query.status, pageWindow(query)));
  }

  @Post('admin/claims')
  @AdminOnly()
  @ApiOperation({
    summary: 'Open a damage claim on a rental line',
    description:
      "Within 48 hours of the dress's return record (409 CLAIM_WINDOW_CLOSED after, 409 NOT_RECEIVED before it is back); one per line (409 CLAIM_EXISTS); the amount at most the dress's retail value and £2,000 (400). The renter is e-mailed.",
  })
  @ApiCreatedResponse({ type: ClaimViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  open(@Body() body: ClaimInputDto): Promise<ClaimView> {
    return this.claims.open(body, { by: 'admin', lenderAccountId: null });
  }

  @Put('admin/claims/:id/decision')
  @AdminOnly()
  @ApiOperation({
    summary: 'Decide a claim: charge the renter, cover it from the insurance, or reject',
    description:
      "The renter's charge is recorded as owed; an amount awarded is added to the lender's next payout and her held earning is released. Both are e-mailed. 409 when already decided or the order had no insurance.",
  })
  @ApiOkResponse({ type: ClaimViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  decide(@Param('id') id: string, @Body() body: ClaimDecisionDto): Promise<ClaimView> {
    return this.claims.decide(id, body);
  }

  @Get('admin/orders/:id/condition-records')
  @AdminOnly()
  @ApiOperation({ summary: "An order's condition records: each line as it left and came back" })
  @ApiPagedList(ConditionRecordViewDto, 'Oldest first')
  @ApiErrors(400, 401, 404)
  async conditionRecords(
    @Param('id') id: string,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConditionRecordView[]> {
    if (!isUuid(id)) throw AppError.notFound('Order not found.', 'ORDER_NOT_FOUND');
    return sendPage(req, res, await this.records.ofOrder(id, pageWindow(query)));
  }
}
