import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { LenderArea } from '../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../lenders/lender-token.guard';
import { LenderBlockInputDto, LenderBookingDto, LenderBookingsQueryDto } from './dto/lender-booking.dto';
import { LenderBookingsService } from './lender-bookings.service';

/** The lender area's bookings and blocks: only the signed-in lender's own dresses. */
@LenderArea()
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
  @ApiPagedList(LenderBookingDto, 'Her rentals and blocks')
  @ApiErrors(400, 401, 404)
  async list(
    @CurrentLender() lender: ActingLender,
    @Query() query: LenderBookingsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LenderBookingDto[]> {
    const when = { when: query.when ?? 'upcoming', productId: query.productId };
    return sendPage(req, res, await this.bookings.list(lender.id, when, pageWindow(query)));
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
