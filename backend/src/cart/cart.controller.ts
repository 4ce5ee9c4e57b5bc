import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CartItemView, QuoteView } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { QuoteViewDto } from '../pricing/dto/quote.view';
import { CartService } from './cart.service';
import { CartQuoteQueryDto } from './dto/cart-quote-query.dto';
import { CartAddDto } from './dto/cart-add.dto';
import { CartItemViewDto } from './dto/cart-item.view';
import { CartQuantityDto } from './dto/cart-quantity.dto';

const OWNER_HEADER = {
  name: 'X-Session-Id',
  required: true,
  description: 'The cart session that owns the line; another session gets 404 and changes nothing',
};

@ApiTags('Cart')
@Controller('api/cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get(':sessionId')
  @ApiOkResponse({ type: [CartItemViewDto], description: "The session's lines, oldest first, with server prices" })
  @ApiErrors(400)
  list(@Param('sessionId') sessionId: string): Promise<CartItemView[]> {
    return this.cart.list(sessionId);
  }

  @Get(':sessionId/quote')
  @ApiOkResponse({
    type: QuoteViewDto,
    description:
      "Every figure of the cart's order as checkout would charge it now, with the promo code applied or the reason it cannot be. " +
      'The shop shows these and sends the total back when placing the order (409 QUOTE_CHANGED with the new quote if it moved).',
  })
  @ApiErrors(400)
  quote(@Param('sessionId') sessionId: string, @Query() query: CartQuoteQueryDto): Promise<QuoteView> {
    return this.cart.quote(sessionId, query.promoCode);
  }

  @Post()
  @ApiCreatedResponse({ type: CartItemViewDto, description: 'The new line, or the existing line with the added quantity' })
  @ApiErrors(400, 403, 404, 415)
  add(@Body() body: CartAddDto): Promise<CartItemView> {
    return this.cart.add(body);
  }

  @Delete('session/:sessionId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Every line of the session removed (after an order, or 'clear cart')" })
  @ApiErrors(400, 403)
  clear(@Param('sessionId') sessionId: string): Promise<void> {
    return this.cart.clear(sessionId);
  }

  @Put(':id')
  @ApiHeader(OWNER_HEADER)
  @ApiOkResponse({
    type: CartItemViewDto,
    description: 'The line; when a new start date made it match another line, that line with both quantities',
  })
  @ApiErrors(400, 403, 404, 409, 415)
  setQuantity(
    @Param('id') id: string,
    @Headers('x-session-id') owner: string | undefined,
    @Body() body: CartQuantityDto,
  ): Promise<CartItemView> {
    return this.cart.setQuantity(id, owner, body.quantity, body.startDate, body.backupSize);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiHeader(OWNER_HEADER)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(400, 403, 404)
  remove(@Param('id') id: string, @Headers('x-session-id') owner: string | undefined): Promise<void> {
    return this.cart.remove(id, owner);
  }
}
