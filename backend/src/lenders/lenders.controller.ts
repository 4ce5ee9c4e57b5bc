import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { LenderAccountCreated } from '@dw/contracts';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import { LenderAccountInputDto } from './dto/lender-account-input.dto';
import { LenderAccountCreatedDto, LenderAccountViewDto } from './dto/lender-account.view';
import { LenderListQueryDto } from './dto/lender-list-query.dto';
import { LenderStatusDto } from './dto/lender-status.dto';
import { LendersService } from './lenders.service';
import { lenderSessionIdOf, setLenderSessionCookie } from './session/lender-cookie';

@ApiTags('Lenders')
@Controller('api/lender-accounts')
export class LendersController {
  constructor(private readonly lenders: LendersService) {}

  @Post()
  @RateLimit('lenderSignUpsPerAddress')
  @ApiOperation({
    summary: 'Create a lender account; the response carries the X-Lender-Token secret, once',
    description:
      'Also starts a lender session (Set-Cookie), so the new lender lists and uploads without the token. ' +
      'One live account per e-mail address (any case): an address already taken creates nothing and answers ' +
      '409 LENDER_EMAIL_TAKEN, with no token or session, while its owner is e-mailed a sign-in link. ' +
      'Limited per client address and per e-mail address (429 RATE_LIMITED); the e-mailed links count against the sign-in link limits.',
  })
  @ApiCreatedResponse({ type: LenderAccountCreatedDto })
  @ApiErrors(400, 403, 409, 415, 429)
  async create(
    @Body() body: LenderAccountInputDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LenderAccountCreated> {
    const { created, sessionId } = await this.lenders.create(body, lenderSessionIdOf(req));
    setLenderSessionCookie(req, res, sessionId);
    return created;
  }

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Lender accounts, bank details masked, paged, sorted and filtered by the server',
    description: 'q matches the name or email, ignoring case.',
  })
  @ApiPagedList(LenderAccountViewDto, 'Lender accounts, newest first unless sorted otherwise')
  @ApiErrors(400, 401)
  async list(
    @Query() query: LenderListQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LenderAccountViewDto[]> {
    return sendPage(req, res, await this.lenders.list(query));
  }

  @Put(':id/status')
  @AdminOnly()
  @ApiOperation({
    summary: 'Approve or reject a pending lender account',
    description:
      'A reason given when rejecting is stored, shown to the lender and e-mailed (400 REJECTION_REASON_REQUIRED when blank or too ' +
      "long); the spec's { status: 'rejected' } without one is still taken.",
  })
  @ApiOkResponse({ type: LenderAccountViewDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  setStatus(@Param('id') id: string, @Body() body: LenderStatusDto): Promise<LenderAccountViewDto> {
    return this.lenders.setStatus(id, body.status, body.reason);
  }

  @Delete(':id/personal-data')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: "Erase a lender's personal and bank data on request",
    description:
      'Blanks name (to "Erased lender"), contact, address and bank fields and revokes the token; ' +
      'listings, products and orders stay. Erasing twice answers the same view.',
  })
  @ApiOkResponse({ type: LenderAccountViewDto })
  @ApiErrors(401, 403, 404)
  erase(@Param('id') id: string): Promise<LenderAccountViewDto> {
    return this.lenders.erase(id);
  }
}
