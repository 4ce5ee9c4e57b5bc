import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BookingRulesInputDto } from '../catalogue/dto/booking-rules-input.dto';
import { ApiErrors } from '../common/api-errors.decorator';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { LenderArea } from '../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../lenders/lender-token.guard';
import { LenderListingDto, LenderListingsQueryDto } from './dto/lender-listing.view';
import { LenderListingInputDto, ListingPricesDto } from './dto/listing-input.dto';
import { ListingsService } from './listings.service';

/** The lender area's "My listings": only the signed-in lender's own. */
@LenderArea()
@Controller('api/lender/listings')
export class LenderListingsController {
  constructor(private readonly listings: ListingsService) {}

  @Get()
  @ApiOperation({
    summary: "The lender's own listings, newest first, a page at a time",
    description:
      "Each with its status, the admin's reason when rejected, and the product page's slug once live. " +
      '`status=live&pageSize=1` counts her live dresses (X-Total-Count).',
  })
  @ApiPagedList(LenderListingDto, 'Her listings')
  @ApiErrors(400, 401)
  async list(
    @CurrentLender() lender: ActingLender,
    @Query() query: LenderListingsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LenderListingDto[]> {
    return sendPage(req, res, await this.listings.listOwn(lender, pageWindow(query), query.status));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Edit a pending or rejected listing and send it for review again',
    description:
      'Validated as a new listing. The listing goes (back) to pending, its rejection reason is cleared and the admin ' +
      "is told again. 409 LISTING_NOT_EDITABLE once approved or live; 404 for another lender's or an unknown listing; " +
      '400 IMAGE_NOT_OWN_UPLOAD for a photo she did not upload here herself.',
  })
  @ApiOkResponse({ type: LenderListingDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  resubmit(@CurrentLender() lender: ActingLender, @Param('id') id: string, @Body() body: LenderListingInputDto): Promise<LenderListingDto> {
    return this.listings.resubmit(lender, id, body);
  }

  @Put(':id/prices')
  @ApiOperation({
    summary: 'Change the 2-day and 4-day prices of a live dress',
    description:
      "Pounds, with the listing form's minimums, upper bound and messages (400 VALIDATION_FAILED naming the price). The listing and " +
      'its catalogue product change together and the shop shows the new prices at once; orders already placed keep theirs. ' +
      "409 LISTING_NOT_LIVE until the dress is live; 404 for another lender's or an unknown listing.",
  })
  @ApiOkResponse({ type: LenderListingDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  changePrices(@CurrentLender() lender: ActingLender, @Param('id') id: string, @Body() body: ListingPricesDto): Promise<LenderListingDto> {
    return this.listings.changePrices(lender, id, body);
  }

  @Put(':id/booking-rules')
  @ApiOperation({
    summary: "Set a live dress's booking rules: days of notice and the first and last start date",
    description:
      'The whole rules: a field left out or null sets no limit. The shop then refuses other start dates (400 INVALID_START_DATE) ' +
      "and leaves the dress out of the catalogue for them. 404 for another lender's or an unknown listing; 409 LISTING_NOT_LIVE before it is live.",
  })
  @ApiOkResponse({ type: LenderListingDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  setBookingRules(
    @CurrentLender() lender: ActingLender,
    @Param('id') id: string,
    @Body() body: BookingRulesInputDto,
  ): Promise<LenderListingDto> {
    return this.listings.setBookingRules(lender, id, {
      minNoticeDays: body.minNoticeDays ?? null,
      availableFrom: body.availableFrom ?? null,
      availableUntil: body.availableUntil ?? null,
    });
  }
}
