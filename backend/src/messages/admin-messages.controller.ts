import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly } from '../common/admin-only.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { ConversationsService } from './conversations.service';
import { AdminMessageViewDto, HideMessageDto } from './dto/conversation.dto';

/** The back office reads any order's messages and removes one with a reason. */
@ApiTags('Messages')
@AdminOnly()
@Controller('api/admin')
export class AdminMessagesController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get('orders/:id/messages')
  @ApiOperation({ summary: "An order's messages between the renter and its lenders, as written and as shown" })
  @ApiPagedList(AdminMessageViewDto, 'By conversation, then oldest first')
  @ApiErrors(400, 401, 404)
  async list(
    @Param('id') id: string,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminMessageViewDto[]> {
    return sendPage(req, res, await this.conversations.adminMessages(id, pageWindow(query)));
  }

  @Put('messages/:id/hidden')
  @ApiOperation({
    summary: 'Remove a message from both sides, with the reason',
    description: "Both sides then see 'Message removed by Designer Wardrobe'. Again on a removed message: only the reason changes.",
  })
  @ApiOkResponse({ type: AdminMessageViewDto })
  @ApiErrors(400, 401, 403, 404, 415)
  hide(@Param('id') id: string, @Body() body: HideMessageDto): Promise<AdminMessageViewDto> {
    return this.conversations.hide(id, body.reason);
  }
}
