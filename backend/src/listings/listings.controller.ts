import { Body, Controller, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LENDER_SESSION_COOKIE } from '@dw/contracts';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { ActingLender, CurrentLender, LenderTokenGuard } from '../lenders/lender-token.guard';
import { ListingInputDto } from './dto/listing-input.dto';
import { ListingListQueryDto } from './dto/listing-list-query.dto';
import { ListingStatusDto } from './dto/listing-status.dto';
import { ListingViewDto } from './dto/listing.view';
import { ListingsService } from './listings.service';

@ApiTags('Listings')
@Controller('api/dress-listings')
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  @Post()
  @UseGuards(LenderTokenGuard)
  @ApiSecurity('lender-token')
  @ApiSecurity(LENDER_SESSION_COOKIE)
  @ApiOperation({
    summary: 'Submit a dress for approval',
    description:
      'Needs X-Lender-Token from account creation: 401 without a known token, 403 when it belongs to ' +
      'another, rejected or closed account. Every imageUrls entry must be a /objects/uploads/{id} path this ' +
      "lender was issued by POST /api/objects/upload: an https URL, another lender's or the admin's upload is " +
      '400 IMAGE_NOT_OWN_UPLOAD (400, not 403, so upload ids tell nothing about their owner).',
  })
  @ApiCreatedResponse({ type: ListingViewDto })
  @ApiErrors(400, 401, 403, 415)
  create(@CurrentLender() lender: ActingLender, @Body() body: ListingInputDto): Promise<ListingViewDto> {
    return this.listings.create(lender, body);
  }

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: "Dress listings with the lender's name, paged, sorted and filtered by the server",
    description: "q matches the dress's name or brand or the lender's name, ignoring case.",
  })
  @ApiPagedList(ListingViewDto, 'Dress listings, newest first unless sorted otherwise')
  @ApiErrors(400, 401)
  async list(
    @Query() query: ListingListQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ListingViewDto[]> {
    return sendPage(req, res, await this.listings.list(query));
  }

  @Put(':id/status')
  @AdminOnly()
  @ApiOperation({
    summary: 'Approve, reject or make a listing live',
    description:
      "'live' needs an approved listing of an approved lender and publishes it as a catalogue product " +
      'in the same transaction (409 otherwise). A reason given when rejecting is stored, shown to the lender ' +
      "and e-mailed (400 REJECTION_REASON_REQUIRED when blank or too long); the spec's { status: 'rejected' } without one is still taken.",
  })
  @ApiOkResponse({ type: ListingViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  setStatus(@Param('id') id: string, @Body() body: ListingStatusDto): Promise<ListingViewDto> {
    return this.listings.setStatus(id, body.status, body.reason);
  }
}
