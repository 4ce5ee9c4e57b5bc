import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { LenderArea } from '../lenders/lender-area.guard';
import { ActingLender, CurrentLender } from '../lenders/lender-token.guard';
import { ConversationsService } from './conversations.service';
import {
  ConversationMessageViewDto,
  LenderConversationViewDto,
  MessageInputDto,
  SentMessageViewDto,
  UnreadCountViewDto,
} from './dto/conversation.dto';

/** The lender area's Messages tab: only her own conversations, the renter by first name only. */
@LenderArea()
@Controller('api/lender/conversations')
export class LenderConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get()
  @ApiOperation({ summary: 'Her conversations with renters, most recent first', description: "The renter's first name only." })
  @ApiPagedList(LenderConversationViewDto, 'Her conversations with unread counts')
  @ApiErrors(400, 401)
  async list(
    @CurrentLender() lender: ActingLender,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LenderConversationViewDto[]> {
    return sendPage(req, res, await this.conversations.lenderConversations(lender.id, pageWindow(query)));
  }

  @Get('unread')
  @ApiOperation({ summary: 'How many messages from renters she has not read, in all her conversations' })
  @ApiOkResponse({ type: UnreadCountViewDto })
  @ApiErrors(401)
  async unread(@CurrentLender() lender: ActingLender): Promise<UnreadCountViewDto> {
    return { unreadCount: await this.conversations.lenderUnread(lender.id) };
  }

  @Get(':id/messages')
  @ApiOperation({
    summary: 'One of her conversations, a page at a time',
    description: "Page 1 is the newest messages; each page reads oldest first. Another lender's conversation: 404 CONVERSATION_NOT_FOUND.",
  })
  @ApiPagedList(ConversationMessageViewDto, 'Messages, newest last')
  @ApiErrors(400, 401, 404)
  async messages(
    @CurrentLender() lender: ActingLender,
    @Param('id') id: string,
    @Query() query: PageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConversationMessageViewDto[]> {
    return sendPage(req, res, await this.conversations.lenderMessages(lender.id, id, pageWindow(query)));
  }

  @Post(':id/messages')
  @ApiOperation({
    summary: 'Reply to the renter',
    description:
      '400 MESSAGE_EMPTY or MESSAGE_TOO_LONG; 429 MESSAGE_RATE_LIMITED past the per-conversation limit; 404 for a conversation not hers. Before the booking is confirmed, contact details are hidden and `notice` says so.',
  })
  @ApiCreatedResponse({ type: SentMessageViewDto })
  @ApiErrors(400, 401, 403, 404, 415, 429)
  send(@CurrentLender() lender: ActingLender, @Param('id') id: string, @Body() body: MessageInputDto): Promise<SentMessageViewDto> {
    return this.conversations.lenderSend(lender.id, id, body.text);
  }

  @Put(':id/read')
  @HttpCode(204)
  @ApiOperation({ summary: "Mark the renter's messages read", description: '404 for a conversation not hers.' })
  @ApiNoContentResponse({ description: 'Every message from the renter so far is read' })
  @ApiErrors(401, 403, 404)
  read(@CurrentLender() lender: ActingLender, @Param('id') id: string): Promise<void> {
    return this.conversations.lenderRead(lender.id, id);
  }
}
