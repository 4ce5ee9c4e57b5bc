import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EMAIL_PAGE_SIZE, EmailDetail, EmailListItem, EmailPage } from '@dw/contracts';
import { AdminSessionGuard } from '../common/admin-session.guard';
import { ADMIN_COOKIE, ApiErrors } from '../common/api-errors.decorator';
import { AppError } from '../common/app-error';
import { EmailDetailDto, EmailListItemDto, EmailPageDto, EmailsQueryDto } from './dto/email.view';
import { NotificationsService } from './notifications.service';

/** The admin's Emails tab: what was sent, what failed and why, and "send again". */
@ApiTags('Admin e-mails')
@Controller('api/admin/emails')
@UseGuards(AdminSessionGuard)
@ApiCookieAuth(ADMIN_COOKIE)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'Outbox messages, newest first, a page at a time' })
  @ApiOkResponse({ type: EmailPageDto })
  @ApiErrors(400, 401)
  list(@Query() query: EmailsQueryDto): Promise<EmailPage> {
    const pageSize = Number(query.pageSize ?? EMAIL_PAGE_SIZE.default);
    if (pageSize > EMAIL_PAGE_SIZE.max) throw AppError.invalid(`pageSize must be a whole number from 1 to ${EMAIL_PAGE_SIZE.max}.`);
    return this.notifications.list(Number(query.page ?? 1), pageSize, query.status);
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
