import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthView } from '@dw/contracts';
import { ApiErrors } from '../common/api-errors.decorator';
import { HealthService } from './health.service';

class HealthViewDto implements HealthView {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) storage: 'up' | 'down';
}

@ApiTags('Health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: the process answers. A database outage must not make an orchestrator restart every pod. */
  @Get('live')
  @ApiOkResponse({
    description: 'The process is up',
    schema: { type: 'object', properties: { status: { type: 'string', example: 'ok' } } },
  })
  @ApiErrors()
  live(@Res({ passthrough: true }) res: Response): { status: 'ok' } {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  /** Readiness: the database and storage answer (503 while either is down). */
  @Get()
  @ApiOkResponse({ type: HealthViewDto })
  @ApiServiceUnavailableResponse({ type: HealthViewDto, description: 'The database or storage is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthView> {
    const view = await this.health.check();
    res.status(view.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return view;
  }
}
