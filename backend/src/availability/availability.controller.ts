import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BookingView, ProductAvailabilityView, ProductCalendarView } from '@dw/contracts';
import { AdminSessionGuard } from '../common/admin-session.guard';
import { ADMIN_COOKIE, ApiErrors } from '../common/api-errors.decorator';
import { AvailabilityService } from './availability.service';
import { CalendarService } from './calendar.service';
import { BlockInputDto } from './dto/block-input.dto';
import { BookingViewDto, ProductAvailabilityViewDto, ProductCalendarViewDto } from './dto/booking.view';

@ApiTags('Availability')
@Controller('api/products')
export class AvailabilityController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly calendar: CalendarService,
  ) {}

  @Get(':identifier/availability')
  @ApiOkResponse({ type: ProductAvailabilityViewDto, description: 'Per size, the days on which no unit is free, from today for a year' })
  @ApiErrors(404)
  forProduct(@Param('identifier') identifier: string): Promise<ProductAvailabilityView> {
    return this.availability.forProduct(identifier);
  }

  @Get(':id/bookings')
  @UseGuards(AdminSessionGuard)
  @ApiCookieAuth(ADMIN_COOKIE)
  @ApiOkResponse({ type: ProductCalendarViewDto, description: "The product's stock and its holds (orders and blocks) from last month on" })
  @ApiErrors(401, 404)
  bookings(@Param('id') id: string): Promise<ProductCalendarView> {
    return this.calendar.calendar(id);
  }

  @Post(':id/blocks')
  @UseGuards(AdminSessionGuard)
  @ApiCookieAuth(ADMIN_COOKIE)
  @ApiCreatedResponse({ type: BookingViewDto, description: 'Units of a size taken out for some days (repairs, photography)' })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  block(@Param('id') id: string, @Body() body: BlockInputDto): Promise<BookingView> {
    return this.calendar.block(id, body);
  }

  @Delete(':id/blocks/:blockId')
  @HttpCode(204)
  @UseGuards(AdminSessionGuard)
  @ApiCookieAuth(ADMIN_COOKIE)
  @ApiNoContentResponse({ description: 'The block is gone and its days are free again' })
  @ApiErrors(401, 403, 404)
  unblock(@Param('id') id: string, @Param('blockId') blockId: string): Promise<void> {
    return this.calendar.unblock(id, blockId);
  }
}
