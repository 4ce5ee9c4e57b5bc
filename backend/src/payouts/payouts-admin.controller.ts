import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminPayoutView, PayoutRunDetail, PayoutRunView } from '@dw/contracts';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { AdminPayoutViewDto, PayoutRunDetailDto, PayoutRunRequestDto, PayoutRunViewDto } from './dto/payout.dto';
import { PayoutRunsService } from './payout-runs.service';

/** The admin's Payouts tab: runs, their bank files and "mark paid". */
@ApiTags('Admin payouts')
@Controller('api/admin/payout-runs')
@AdminOnly()
export class PayoutsAdminController {
  constructor(private readonly payouts: PayoutRunsService) {}

  @Get()
  @ApiOperation({ summary: 'Payout runs, newest month first, a page at a time' })
  @ApiPagedList(PayoutRunViewDto, 'Payout runs, newest month first')
  @ApiErrors(400, 401)
  async list(@Query() query: PageQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PayoutRunView[]> {
    return sendPage(req, res, await this.payouts.listRuns(pageWindow(query)));
  }

  @Post()
  @ApiOperation({
    summary: 'Run the payouts of a month that has ended',
    description:
      'One payout per approved lender with bank details and earnings completed that UK month. 201 with a new run; 200 with the existing one when the month was already run (nothing changes). ' +
      'The month must lie from the first month a lender earned anything to the last month that has ended in the UK: ' +
      '400 PAYOUT_PERIOD_OUT_OF_RANGE before it (or while nothing has been earned), 400 PAYOUT_PERIOD_NOT_ENDED for this month or later.',
  })
  @ApiCreatedResponse({ type: PayoutRunViewDto, description: 'The new run' })
  @ApiOkResponse({ type: PayoutRunViewDto, description: 'The month had been run: its run, unchanged' })
  @ApiErrors(400, 401, 403, 415)
  async run(@Body() body: PayoutRunRequestDto, @Res({ passthrough: true }) res: Response): Promise<PayoutRunView> {
    const outcome = await this.payouts.run(body.period, new Date());
    res.status(outcome.created ? HttpStatus.CREATED : HttpStatus.OK);
    return outcome.run;
  }

  @Get(':id')
  @ApiOperation({ summary: 'A run with its skipped lenders and bank-file downloads (its payouts: GET …/payouts)' })
  @ApiOkResponse({ type: PayoutRunDetailDto })
  @ApiErrors(401, 404)
  detail(@Param('id') id: string): Promise<PayoutRunDetail> {
    return this.payouts.runDetail(id);
  }

  @Get(':id/payouts')
  @ApiOperation({ summary: "A run's payouts, largest first, a page at a time (the lenders named, bank details masked)" })
  @ApiPagedList(AdminPayoutViewDto, "The run's payouts")
  @ApiErrors(400, 401, 404)
  async payoutsOf(
    @Param('id') id: string,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminPayoutView[]> {
    return sendPage(req, res, await this.payouts.payoutsOf(id, pageWindow(query)));
  }

  @Get(':id/bank-file.csv')
  @ApiOperation({
    summary: "The run's bank bulk-payment file (CSV)",
    description:
      'Header row, then sort code, account number, account name, amount in pounds, reference per payout. ' +
      'Bank details are decrypted for this file only; each download is logged with who and when.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  @ApiErrors(401, 404)
  async bankFile(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const file = await this.payouts.bankFile(id, { sessionId: req.sessionID ?? null, clientAddress: req.ip ?? null });
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${file.filename}"`)
      .set('Cache-Control', 'no-store')
      .send(file.csv);
  }

  @Post(':id/paid')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the run paid: its payouts and earnings become paid and each lender is e-mailed' })
  @ApiOkResponse({ type: PayoutRunViewDto })
  @ApiErrors(401, 403, 404, 409)
  markPaid(@Param('id') id: string): Promise<PayoutRunView> {
    return this.payouts.markPaid(id);
  }
}
