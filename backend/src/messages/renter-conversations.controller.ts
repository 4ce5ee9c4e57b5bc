import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { pageWindow } from '../common/paging/page-window';
import { ApiPagedList, sendPage } from '../common/paging/paged-response';
import { ConversationsService } from './conversations.service';
import {
  ConversationMessageViewDto,
  MessageInputDto,
  OrderTokenPageQueryDto,
  OrderTokenQueryDto,
  RenterConversationViewDto,
  SentMessageViewDto,
} from './dto/conversation.dto';

const TOKEN_NOTE = 'With the order-page token, as the order page: any wrong id or token is 404 ORDER_NOT_FOUND.';

/** The renter's messages on her order page: no login, the order-page token. */
@ApiTags('Messages')
@Controller('api/orders')
export class RenterConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Get(':id/conversations')
  @ApiOperation({ summary: 'One conversation per lender of a dress in the order', description: TOKEN_NOTE })
  @ApiPagedList(RenterConversationViewDto, "The order's lenders by first name, with unread counts")
  @ApiErrors(400, 404)
  async list(
    @Param('id') id: string,
    @Query() query: OrderTokenPageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RenterConversationViewDto[]> {
    return sendPage(req, res, await this.conversations.renterConversations(id, query.token, pageWindow(query)));
  }

  @Get(':id/conversations/:conversationId/messages')
  @ApiOperation({
    summary: 'A conversation with a lender, a page at a time',
    description: `Page 1 is the newest messages; each page reads oldest first. ${TOKEN_NOTE} Another order's conversation: 404 CONVERSATION_NOT_FOUND.`,
  })
  @ApiPagedList(ConversationMessageViewDto, 'Messages, newest last')
  @ApiErrors(400, 404)
  async messages(
    @Param('id') id: string,
    @Param('conversationId') conversationId: string,
    @Query() query: OrderTokenPageQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConversationMessageViewDto[]> {
    return sendPage(req, res, await this.conversations.renterMessages(id, query.token, conversationId, pageWindow(query)));
  }

  @Post(':id/conversations/:conversationId/messages')
  @ApiOperation({
    summary: 'Write to a lender of the order',
    description: `${TOKEN_NOTE} 400 MESSAGE_EMPTY or MESSAGE_TOO_LONG; 429 MESSAGE_RATE_LIMITED past the per-conversation limit. Before the booking is confirmed, contact details are hidden and \`notice\` says so.`,
  })
  @ApiCreatedResponse({ type: SentMessageViewDto })
  @ApiErrors(400, 403, 404, 415, 429)
  send(
    @Param('id') id: string,
    @Param('conversationId') conversationId: string,
    @Query() query: OrderTokenQueryDto,
    @Body() body: MessageInputDto,
  ): Promise<SentMessageViewDto> {
    return this.conversations.renterSend(id, query.token, conversationId, body.text);
  }

  @Put(':id/conversations/:conversationId/read')
  @HttpCode(204)
  @ApiOperation({ summary: "Mark the lender's messages read", description: TOKEN_NOTE })
  @ApiNoContentResponse({ description: 'Every message from the lender so far is read' })
  @ApiErrors(400, 403, 404)
  read(@Param('id') id: string, @Param('conversationId') conversationId: string, @Query() query: OrderTokenQueryDto): Promise<void> {
    return this.conversations.renterRead(id, query.token, conversationId);
  }
}
