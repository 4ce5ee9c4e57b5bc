import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminSummary } from '@dw/contracts';
import { AdminSessionGuard } from '../common/admin-session.guard';
import { ADMIN_COOKIE, ApiErrors } from '../common/api-errors.decorator';
import { DashboardService } from './dashboard.service';
import { AdminSummaryDto } from './dto/admin-summary.view';

@ApiTags('Admin')
@Controller('api/admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('summary')
  @UseGuards(AdminSessionGuard)
  @ApiCookieAuth(ADMIN_COOKIE)
  @ApiOperation({ summary: "The dashboard's figures, computed by the database" })
  @ApiOkResponse({ type: AdminSummaryDto })
  @ApiErrors(401)
  summary(): Promise<AdminSummary> {
    return this.dashboard.summary();
  }
}
