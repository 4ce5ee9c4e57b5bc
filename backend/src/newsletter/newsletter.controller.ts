import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { onlyQueryParams } from '../common/validators';
import { NewsletterSubscriptionDto, SubscribeDto, SubscribedDto, UnsubscribedDto } from './dto/subscribe.dto';
import { NewsletterService } from './newsletter.service';

const TOKEN_QUERY = { name: 'token', required: true, description: 'The signed token from the unsubscribe link' } as const;

@ApiTags('Newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @ApiOperation({ summary: 'Subscribe an email address (idempotent: subscribing again also answers 201)' })
  @ApiCreatedResponse({ type: SubscribedDto })
  @ApiErrors(400, 403, 415)
  subscribe(@Body() body: SubscribeDto): Promise<SubscribedDto> {
    return this.newsletter.subscribe(body);
  }

  @Get('unsubscribe')
  @ApiOperation({ summary: 'Whose subscription an unsubscribe link manages (masked), and whether it is active' })
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: NewsletterSubscriptionDto })
  @ApiErrors(400, 404)
  status(@Query() query: Record<string, unknown>): Promise<NewsletterSubscriptionDto> {
    onlyQueryParams(query, ['token']);
    return this.newsletter.status(query.token);
  }

  /**
   * The unsubscribe page's button and mail providers' one-click (RFC 8058), which posts
   * `List-Unsubscribe=One-Click` as a form; the body is not needed, the token decides.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsubscribe (idempotent); also the RFC 8058 one-click target' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiQuery(TOKEN_QUERY)
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiErrors(400, 403, 404, 415)
  unsubscribe(@Query() query: Record<string, unknown>): Promise<UnsubscribedDto> {
    onlyQueryParams(query, ['token']);
    return this.newsletter.unsubscribe(query.token);
  }
}
