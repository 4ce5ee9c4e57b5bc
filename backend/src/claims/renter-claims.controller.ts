import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ClaimView } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { ClaimsService } from './claims.service';
import { ClaimAnswerDto, ClaimViewDto, RenterClaimsQueryDto } from './dto/claim.dto';

/** The renter's order page: claims on her rental and her answer (no login: the order-page token). */
@ApiTags('Orders')
@Controller('api/orders/:orderId/claims')
export class RenterClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Get()
  @ApiOperation({ summary: 'Damage claims on her order' })
  @ApiQuery({ name: 'token', required: true, description: 'The order-page token from the confirmation e-mail' })
  @ApiPagedList(ClaimViewDto, 'Claims on her order, newest first')
  @ApiErrors(400, 404)
  async list(
    @Param('orderId') orderId: string,
    @Query() query: RenterClaimsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ClaimView[]> {
    return sendPage(req, res, await this.claims.forRenter(orderId, query.token, pageWindow(query)));
  }

  @Post(':claimId/answer')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Her answer to a claim, within 72 hours of its opening',
    description: '409 CLAIM_ANSWER_CLOSED after the deadline, CLAIM_ANSWERED when already answered, CLAIM_DECIDED once decided.',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ type: ClaimViewDto })
  @ApiErrors(400, 403, 404, 409, 415)
  answer(
    @Param('orderId') orderId: string,
    @Param('claimId') claimId: string,
    @Query() query: RenterClaimsQueryDto,
    @Body() body: ClaimAnswerDto,
  ): Promise<ClaimView> {
    return this.claims.answer(orderId, query.token, claimId, body);
  }
}
