import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminSummary } from '@dw/contracts';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { DashboardService } from './dashboard.service';
import { AdminSummaryDto } from './dto/admin-summary.view';

@ApiTags('Admin')
@Controller('api/admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('summary')
  @AdminOnly()
  @ApiOperation({ summary: "The dashboard's figures, computed by the database" })
  @ApiOkResponse({ type: AdminSummaryDto })
  @ApiErrors(401)
  summary(): Promise<AdminSummary> {
    return this.dashboard.summary();
  }
}
