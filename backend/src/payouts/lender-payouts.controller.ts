import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { LenderEarningsPage, LenderPayoutsPage, PAYOUT_PAGE_SIZE } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { LenderAreaGuard } from '../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../lenders/lender-token.guard';
import { LenderEarningsPageDto, LenderPayoutsPageDto, PayoutPageQueryDto } from './dto/payout.dto';
import { pageOf } from './dto/page-of';
import { LenderPayoutsService } from './lender-payouts.service';

/** The lender area's earnings and payouts: only ever the signed-in lender's own. */
@ApiTags('Lender area')
@Controller('api/lender')
@UseGuards(LenderAreaGuard)
@ApiSecurity('lender-token')
export class LenderPayoutsController {
  constructor(private readonly payouts: LenderPayoutsService) {}

  @Get('earnings')
  @ApiOperation({ summary: "The lender's earnings, newest first, with this month, to date, pending and the next payout date" })
  @ApiOkResponse({ type: LenderEarningsPageDto })
  @ApiErrors(400, 401)
  earnings(@CurrentLender() lender: ActingLender, @Query() query: PayoutPageQueryDto): Promise<LenderEarningsPage> {
    const { page, pageSize } = pageOf(query, PAYOUT_PAGE_SIZE);
    return this.payouts.earningsOf(lender.id, page, pageSize);
  }

  @Get('payouts')
  @ApiOperation({ summary: "The lender's payouts, newest month first, each with the rentals it covers" })
  @ApiOkResponse({ type: LenderPayoutsPageDto })
  @ApiErrors(400, 401)
  list(@CurrentLender() lender: ActingLender, @Query() query: PayoutPageQueryDto): Promise<LenderPayoutsPage> {
    const { page, pageSize } = pageOf(query, PAYOUT_PAGE_SIZE);
    return this.payouts.payoutsOf(lender.id, page, pageSize);
  }
}
