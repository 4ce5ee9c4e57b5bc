import { Body, Controller, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OrderView, ResponseStats } from '@dw/contracts';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { RequestAnswerDto, ResponseStatsDto } from '../dto/request-answer.dto';
import { OrderViewDto } from '../dto/order.view';
import { LineRequestsService } from '../line-requests.service';
import { OrdersService } from '../orders.service';

/** The admin's side of booking requests: answering for a lender (or for the shop's own dress) and each lender's response stats. */
@ApiTags('Orders')
@Controller('api')
export class AdminRequestsController {
  constructor(
    private readonly requests: LineRequestsService,
    private readonly orders: OrdersService,
  ) {}

  @Put('orders/:orderId/items/:itemId/request')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: "Accept or decline an order line's booking request for its lender",
    description:
      'Recorded as answered by the admin. A decline needs a reason (400); 409 once the request is answered or expired, or the order has moved on.',
  })
  @ApiOkResponse({ type: OrderViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  async answer(@Param('orderId') orderId: string, @Param('itemId') itemId: string, @Body() body: RequestAnswerDto): Promise<OrderView> {
    await this.requests.answerAsAdmin(orderId, itemId, body);
    return this.orders.view(orderId);
  }

  @Get('lender-accounts/:id/response-stats')
  @AdminOnly()
  @ApiOperation({ summary: 'How a lender answered her requests over the last 90 days' })
  @ApiOkResponse({ type: ResponseStatsDto })
  @ApiErrors(401)
  stats(@Param('id') id: string): Promise<ResponseStats> {
    return this.requests.responseStats(id);
  }
}
