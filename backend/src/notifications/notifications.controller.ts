import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { EmailDetail, EmailListItem } from '@dw/contracts';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { EmailDetailDto, EmailListItemDto, EmailsQueryDto } from './dto/email.view';
import { NotificationsService } from './notifications.service';

/** The admin's Emails tab: what was sent, what failed and why, and "send again". */
@ApiTags('Admin e-mails')
@Controller('api/admin/emails')
@AdminOnly()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'Outbox messages, newest first, a page at a time' })
  @ApiPagedList(EmailListItemDto, 'Outbox messages, newest first')
  @ApiErrors(400, 401)
  async list(@Query() query: EmailsQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<EmailListItem[]> {
    return sendPage(req, res, await this.notifications.list(pageWindow(query), query.status));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message with its HTML and plain-text bodies' })
  @ApiOkResponse({ type: EmailDetailDto })
  @ApiErrors(401, 404)
  detail(@Param('id') id: string): Promise<EmailDetail> {
    return this.notifications.detail(id);
  }

  @Post(':id/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Queue a failed message again with a fresh set of attempts' })
  @ApiOkResponse({ type: EmailListItemDto })
  @ApiErrors(401, 403, 404, 409)
  resend(@Param('id') id: string): Promise<EmailListItem> {
    return this.notifications.resend(id);
  }
}
