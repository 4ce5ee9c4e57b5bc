import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { FRESH_SIGN_IN_MINUTES, LENDER_SESSION_COOKIE, LenderMe } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { BankDetailsInputDto, LenderMeDto } from './dto/lender-area.dto';
import { CurrentLenderSession, LenderAreaGuard } from './lender-area.guard';
import type { LenderIdentity } from './lender-session.service';
import { LendersService } from './lenders.service';

/** The signed-in lender's own account. */
@ApiTags('Lender area')
@Controller('api/lender/me')
@UseGuards(LenderAreaGuard)
@ApiCookieAuth(LENDER_SESSION_COOKIE)
@ApiSecurity('lender-token')
export class LenderMeController {
  constructor(private readonly lenders: LendersService) {}

  @Get()
  @ApiOperation({ summary: "The lender's own account, bank details masked" })
  @ApiOkResponse({ type: LenderMeDto })
  @ApiErrors(401)
  me(@CurrentLenderSession() identity: LenderIdentity): LenderMe {
    return this.lenders.me(identity);
  }

  @Put('bank-details')
  @ApiOperation({
    summary: 'Change the bank account payouts go to',
    description:
      `Needs a lender session started from a sign-in link within the last ${FRESH_SIGN_IN_MINUTES} minutes ` +
      '(403 FRESH_SIGN_IN_REQUIRED otherwise, and always for X-Lender-Token callers). The lender is e-mailed a notice.',
  })
  @ApiOkResponse({ type: LenderMeDto })
  @ApiErrors(400, 401, 403, 415)
  changeBankDetails(@CurrentLenderSession() identity: LenderIdentity, @Body() body: BankDetailsInputDto): Promise<LenderMe> {
    return this.lenders.changeBankDetails(identity, body);
  }
}
