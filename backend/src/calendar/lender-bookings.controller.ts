import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { lenderPage } from '../common/lender-page';
import { LenderAreaGuard } from '../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../lenders/lender-token.guard';
import { LenderBlockInputDto, LenderBookingDto, LenderBookingPageDto, LenderBookingsQueryDto } from './dto/lender-booking.dto';
import { LenderBookingsService } from './lender-bookings.service';

/** The lender area's bookings and blocks: only the signed-in lender's own dresses. */
@ApiTags('Lender area')
@ApiSecurity('lender-token')
@UseGuards(LenderAreaGuard)
@Controller('api/lender')
export class LenderBookingsController {
  constructor(private readonly bookings: LenderBookingsService) {}

  @Get('bookings')
  @ApiOperation({
    summary: "Rentals of the lender's live dresses and the days she blocked, a page at a time",
    description:
      'upcoming: ending today or later (UK day), soonest first; past: latest first. Dates, size, the order status ' +
      "and reference only: never the renter's name, address, e-mail or phone. 404 for a productId not hers.",
  })
  @ApiOkResponse({ type: LenderBookingPageDto })
  @ApiErrors(400, 401, 404)
  async list(@CurrentLender() lender: ActingLender, @Query() query: LenderBookingsQueryDto): Promise<LenderBookingPageDto> {
    const window = lenderPage(query);
    const { items, total } = await this.bookings.list(lender.id, { when: query.when ?? 'upcoming', productId: query.productId }, window);
    return { items, total, page: window.page, pageSize: window.pageSize };
  }

  @Post('blocks')
  @ApiOperation({
    summary: 'Block days of one of her live dresses (to wear it herself)',
    description:
      "The admin's block rules: 400 INVALID_BLOCK for a bad range, 400 for a size not offered, 409 BLOCK_OVERLAPS when a " +
      'rental holds those days; 404 PRODUCT_NOT_FOUND for a product that is not one of her live dresses.',
  })
  @ApiCreatedResponse({ type: LenderBookingDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  block(@CurrentLender() lender: ActingLender, @Body() body: LenderBlockInputDto): Promise<LenderBookingDto> {
    return this.bookings.block(lender.id, body);
  }

  @Delete('blocks/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove one of her own blocks', description: "An order's days or another's block: 404 BLOCK_NOT_FOUND." })
  @ApiNoContentResponse({ description: 'The block is gone and its days are free again' })
  @ApiErrors(401, 403, 404)
  unblock(@CurrentLender() lender: ActingLender, @Param('id') id: string): Promise<void> {
    return this.bookings.unblock(lender.id, id);
  }
}
