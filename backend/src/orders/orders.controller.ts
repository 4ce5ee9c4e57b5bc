import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BulkCancelView, OrderReceiptView, OrderView, PENDING_HOLD_LIMIT, PendingHolderView } from '@dw/contracts';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { onlyQueryParams } from '../common/validators';
import { CheckoutService } from './checkout.service';
import { ClientHoldsService } from './client-holds.service';
import { BulkCancelDto } from './dto/bulk-cancel.dto';
import { HoldsQueryDto } from './dto/holds-query.dto';
import { BulkCancelViewDto, PendingHolderViewDto } from './dto/pending-holder.view';
import { OrderReceiptViewDto } from './dto/order-receipt.view';
import { OrderListQueryDto } from './dto/order-list-query.dto';
import { conditionInputOf } from './domain/receipt-input';
import { OrderStatusDto } from './dto/order-status.dto';
import { OrderViewDto } from './dto/order.view';
import { PlaceOrderDto } from './dto/place-order.dto';
import { OrdersService } from './orders.service';

@ApiTags('Orders')
@Controller('api/orders')
export class OrdersController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrdersService,
    private readonly holds: ClientHoldsService,
  ) {}

  @Post()
  @RateLimit('orders')
  @ApiOperation({
    summary: 'Place an order',
    description: `409 when dates were taken (DATES_UNAVAILABLE), prices changed since the shop quoted them (QUOTE_CHANGED, with the new quote), a promo code is used up or not for this renter (PROMO_CODE_*), or the client (address, email or phone) would hold more than ${PENDING_HOLD_LIMIT} dresses in orders not yet confirmed (HOLD_LIMIT_REACHED).`,
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'One per checkout attempt (1-128 of A-Z a-z 0-9 _ - : .); a retry with the same body replays the first order',
  })
  @ApiCreatedResponse({
    type: OrderViewDto,
    description: 'The order, priced by the server; the session cart is emptied',
    headers: {
      'Idempotent-Replayed': { description: "'true' when an earlier request with this key created the order", schema: { type: 'string' } },
    },
  })
  @ApiErrors(400, 403, 404, 409, 415)
  async place(
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderView> {
    const placed = await this.checkout.place(body, idempotencyKey, req.ip ?? null);
    if (placed.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return placed.order;
  }

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Orders with their lines, paged, sorted and filtered by the server',
    description: 'q matches the customer name or email, or the order reference (the last 8 characters of the id), ignoring case.',
  })
  @ApiPagedList(OrderViewDto, 'Orders, newest first unless sorted otherwise')
  @ApiErrors(400, 401)
  async list(@Query() query: OrderListQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OrderView[]> {
    return sendPage(req, res, await this.orders.list(query));
  }

  @Get('holds')
  @AdminOnly()
  @ApiOperation({
    summary: 'Holds by client: who holds what in orders not yet confirmed, paged by the server',
    description: 'Orders sharing an address, email or phone are one client. Most dresses first; ties by the client’s oldest pending order.',
  })
  @ApiPagedList(PendingHolderViewDto, 'Clients with orders not yet confirmed, most dresses first')
  @ApiErrors(400, 401)
  async holders(
    @Query() query: HoldsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PendingHolderView[]> {
    return sendPage(req, res, await this.holds.holders(query));
  }

  @Post('holds/cancel')
  @HttpCode(200)
  @AdminOnly()
  @ApiOkResponse({ type: BulkCancelViewDto, description: 'Those still pending are cancelled in one transaction and their dates freed' })
  @ApiErrors(400, 401, 403, 415)
  async cancelHolds(@Body() body: BulkCancelDto): Promise<BulkCancelView> {
    return { cancelled: await this.orders.cancelPending(body.orderIds) };
  }

  @Get(':id')
  @ApiOperation({ summary: "The renter's order page: no login, the token from the confirmation e-mail" })
  @ApiQuery({ name: 'token', required: true, description: 'The order-page token from the confirmation e-mail (base64url)' })
  @ApiOkResponse({ type: OrderReceiptViewDto })
  @ApiErrors(400, 404)
  receipt(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<OrderReceiptView> {
    onlyQueryParams(query, ['token']);
    // One 404 for every wrong, missing or repeated token: the service compares in constant time.
    return this.orders.receipt(id, query.token);
  }

  @Put(':id/status')
  @AdminOnly()
  @ApiOperation({
    summary: "Move an order's status",
    description:
      'A dispatch (status processing) may carry the carrier and the tracking reference, shown to the renter with a tracking link in her e-mail and on her order page; with any other status they answer 400. ' +
      "A dispatch or a return (completed) may carry the dresses' condition record: a note and photos (the admin's own uploads); a return also the day received (default today, UK; not in the future or before the dispatch) and the condition (default as-sent).",
  })
  @ApiOkResponse({ type: OrderViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  updateStatus(@Param('id') id: string, @Body() body: OrderStatusDto): Promise<OrderView> {
    const { carrier, trackingReference } = body;
    return this.orders.updateStatus(id, body.status, { carrier, trackingReference }, conditionInputOf(body));
  }
}
