import { Body, Controller, Get, Headers, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { OrderReceiptView, OrderView } from '@dw/contracts';
import { AdminSessionGuard } from '../common/admin-session.guard';
import { ADMIN_COOKIE, ApiErrors } from '../common/api-errors.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { onlyQueryParams } from '../common/validators';
import { CheckoutService } from './checkout.service';
import { OrderReceiptViewDto } from './dto/order-receipt.view';
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
  ) {}

  @Post()
  @RateLimit('orders')
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
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderView> {
    const placed = await this.checkout.place(body, idempotencyKey);
    if (placed.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return placed.order;
  }

  @Get()
  @UseGuards(AdminSessionGuard)
  @ApiCookieAuth(ADMIN_COOKIE)
  @ApiOkResponse({ type: [OrderViewDto], description: 'Every order, newest first, with its lines' })
  @ApiErrors(401)
  list(): Promise<OrderView[]> {
    return this.orders.list();
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
  @UseGuards(AdminSessionGuard)
  @ApiCookieAuth(ADMIN_COOKIE)
  @ApiOkResponse({ type: OrderViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  updateStatus(@Param('id') id: string, @Body() body: OrderStatusDto): Promise<OrderView> {
    return this.orders.updateStatus(id, body.status);
  }
}
