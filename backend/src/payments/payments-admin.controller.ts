import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OrderPaymentView, PaymentMovementView, ReconciliationView } from '@dw/contracts';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { listPage, pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { AppError } from '../common/app-error';
import { isUuid } from '../common/uuid';
import { OrderPaymentViewDto, PaymentMovementViewDto } from './dto/order-payment.view';
import { RecordPaymentDto, RefundDto } from './dto/payment-actions.dto';
import { ReconciliationQueryDto, ReconciliationViewDto } from './dto/reconciliation.dto';
import { PaymentsService } from './payments.service';
import { ReconciliationService } from './reconciliation.service';

const checkedId = (id: string) => {
  if (!isUuid(id)) throw AppError.notFound('Order not found.', 'ORDER_NOT_FOUND');
  return id;
};

/** The admin's money actions on an order, and the month's reconciliation. */
@ApiTags('Admin payments')
@Controller('api')
@AdminOnly()
export class PaymentsAdminController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  @Get('orders/:id/payment/movements')
  @ApiOperation({ summary: "An order's money movements, oldest first, paged" })
  @ApiPagedList(PaymentMovementViewDto, 'Authorised, captured, released, refunded and recorded amounts')
  @ApiErrors(400, 401, 404)
  async movements(
    @Param('id') id: string,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PaymentMovementView[]> {
    const window = pageWindow(query);
    const { items, total } = await this.payments.movements(checkedId(id), window.offset, window.pageSize);
    return sendPage(req, res, listPage(items, total, window));
  }

  @Post('orders/:id/payment/record')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record a payment received by hand (bank transfer…): the order is paid',
    description: "The amount must be the order's total.",
  })
  @ApiOkResponse({ type: OrderPaymentViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  async record(@Param('id') id: string, @Body() body: RecordPaymentDto): Promise<OrderPaymentView> {
    await this.payments.record(checkedId(id), body);
    return this.view(id);
  }

  @Post('orders/:id/payment/capture')
  @HttpCode(200)
  @ApiOperation({ summary: 'Charge the card held for this order (dispatching the order does it too)' })
  @ApiOkResponse({ type: OrderPaymentViewDto })
  @ApiErrors(401, 403, 404, 409, 502)
  async capture(@Param('id') id: string): Promise<OrderPaymentView> {
    await this.payments.capture(checkedId(id));
    return this.view(id);
  }

  @Post('orders/:id/payment/refund')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refund part or all of what was taken, with a reason the renter is told' })
  @ApiOkResponse({ type: OrderPaymentViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415, 502)
  async refund(@Param('id') id: string, @Body() body: RefundDto): Promise<OrderPaymentView> {
    await this.payments.refund(checkedId(id), body);
    return this.view(id);
  }

  @Get('admin/payments/reconciliation')
  @ApiOperation({ summary: "One UK month's money in and out, against the orders' own figures, and the lenders' and the shop's shares" })
  @ApiOkResponse({ type: ReconciliationViewDto })
  @ApiErrors(400, 401)
  month(@Query() query: ReconciliationQueryDto): Promise<ReconciliationView> {
    return this.reconciliation.month(query.month);
  }

  private async view(id: string): Promise<OrderPaymentView> {
    const order = await this.payments.viewOfOrder(id);
    return order;
  }
}
