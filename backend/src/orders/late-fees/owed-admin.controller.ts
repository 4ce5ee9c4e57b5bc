import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ADMIN_PAGE_SIZE_DEFAULT, OWED_KINDS, OwedItemView, OwedKind } from '@dw/contracts';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { AppError } from '../../common/app-error';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { listPage, pageWindow } from '../../common/paging/page-window';
import { ApiPagedList, sendPage } from '../../common/paging/paged-response';
import { CollectedInputDto, OwedItemViewDto } from '../dto/owed.dto';
import { LateFeeViews } from './late-fee-views';
import { LateFeesService } from './late-fees.service';

/** What renters owe after their rentals (late fees, damage charges) and the admin's "collected by hand". */
@ApiTags('Admin late returns')
@Controller('api/owed')
@AdminOnly()
export class OwedAdminController {
  constructor(
    private readonly views: LateFeeViews,
    private readonly lateFees: LateFeesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Late fees and damage charges still owed (declined or no saved card), newest first, paged' })
  @ApiPagedList(OwedItemViewDto, 'One row per late day or damage charge')
  @ApiErrors(400, 401)
  async list(@Query() query: PageQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OwedItemView[]> {
    const window = pageWindow(query, ADMIN_PAGE_SIZE_DEFAULT);
    const { items, total } = await this.views.owed(window.offset, window.pageSize);
    return sendPage(req, res, listPage(items, total, window));
  }

  @Post(':kind/:id/collected')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Record a late fee or damage charge as collected by hand (a bank transfer, with its reference)',
    description:
      'Only while it is owed: 409 ALREADY_COLLECTED once recorded or charged to the card, 409 NOT_OWED while the card is being charged.',
  })
  @ApiNoContentResponse({ description: 'Recorded: it leaves the owed list' })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  async collected(@Param('kind') kind: string, @Param('id') id: string, @Body() body: CollectedInputDto): Promise<void> {
    if (!(OWED_KINDS as readonly string[]).includes(kind)) {
      throw AppError.invalid(`kind must be one of ${OWED_KINDS.join(', ')}.`);
    }
    await this.lateFees.markCollected(kind as OwedKind, id, body.reference);
  }
}
