import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ADMIN_PAGE_SIZE_DEFAULT, LateFeeView, NotReturnedOrderView } from '@dw/contracts';
import { AdminOnly } from '../../common/admin-only.decorator';
import { ApiErrors } from '../../common/api-errors.decorator';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { listPage, pageWindow } from '../../common/paging/page-window';
import { ApiPagedList, sendPage } from '../../common/paging/paged-response';
import { LateFeeListQueryDto } from '../dto/late-fee-list-query.dto';
import { LateFeeViewDto, NotReturnedOrderViewDto } from '../dto/late-fees.view';
import { LateFeeViews } from './late-fee-views';

/** The admin's view of late returns: the fees and their state, and the dresses not returned. */
@ApiTags('Admin late returns')
@Controller('api/late-fees')
@AdminOnly()
export class LateFeesAdminController {
  constructor(private readonly views: LateFeeViews) {}

  @Get()
  @ApiOperation({ summary: 'Late return fees, newest first, paged; ?state=owed lists those to collect (declined or no card)' })
  @ApiPagedList(LateFeeViewDto, 'One row per order and late day')
  @ApiErrors(400, 401)
  async list(@Query() query: LateFeeListQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LateFeeView[]> {
    const window = pageWindow(query, ADMIN_PAGE_SIZE_DEFAULT);
    const { items, total } = await this.views.list({ state: query.state, orderId: query.orderId }, window.offset, window.pageSize);
    return sendPage(req, res, listPage(items, total, window));
  }

  @Get('not-returned')
  @ApiOperation({ summary: 'Orders whose dresses are not back 14 days after their return post, newest report first, paged' })
  @ApiPagedList(NotReturnedOrderViewDto, 'Dispatched orders reported not returned and still out')
  @ApiErrors(400, 401)
  async notReturned(
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NotReturnedOrderView[]> {
    const window = pageWindow(query, ADMIN_PAGE_SIZE_DEFAULT);
    const { items, total } = await this.views.notReturned(window.offset, window.pageSize);
    return sendPage(req, res, listPage(items, total, window));
  }
}
