import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BookingView, ProductCalendarView } from '@dw/contracts';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { BlockInputDto } from '../availability/dto/block-input.dto';
import { BookingViewDto, ProductCalendarViewDto } from '../availability/dto/booking.view';
import { CalendarService } from './calendar.service';

/** The admin's calendar of one product: its bookings, and the days it blocks for repairs or photography. */
@ApiTags('Availability')
@Controller('api/products')
export class ProductCalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get(':id/bookings')
  @AdminOnly()
  @ApiOkResponse({ type: ProductCalendarViewDto, description: "The product's stock and its holds (orders and blocks) from last month on" })
  @ApiErrors(401, 404)
  bookings(@Param('id') id: string): Promise<ProductCalendarView> {
    return this.calendar.calendar(id);
  }

  @Post(':id/blocks')
  @AdminOnly()
  @ApiCreatedResponse({ type: BookingViewDto, description: 'Units of a size taken out for some days (repairs, photography)' })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  block(@Param('id') id: string, @Body() body: BlockInputDto): Promise<BookingView> {
    return this.calendar.block(id, body);
  }

  @Delete(':id/blocks/:blockId')
  @HttpCode(204)
  @AdminOnly()
  @ApiNoContentResponse({ description: 'The block is gone and its days are free again' })
  @ApiErrors(401, 403, 404)
  unblock(@Param('id') id: string, @Param('blockId') blockId: string): Promise<void> {
    return this.calendar.unblock(id, blockId);
  }
}
