import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { onlyQueryParams } from '../common/validators';
import { RateLimit } from '../common/rate-limit/rate-limit.guard';
import {
  ConfirmSubscriptionDto,
  NewsletterSubscriptionDto,
  SubscribeAcceptedDto,
  SubscribeDto,
  SubscribedDto,
  UnsubscribedDto,
} from './dto/subscribe.dto';
import { NewsletterService } from './newsletter.service';

const TOKEN_QUERY = { name: 'token', required: true, description: 'The signed token from the unsubscribe link' } as const;

@ApiTags('Newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @RateLimit('newsletterSignUpsPerAddress')
  @ApiOperation({
    summary: 'Sign an email address up; it is subscribed once it follows the e-mailed confirmation link (double opt-in)',
    description:
      'Stores the sign-up unconfirmed and e-mails a link to /newsletter/confirm?token=…, valid NEWSLETTER_CONFIRM_DAYS days. ' +
      'The same 201 answer whether or not the address is already subscribed; asking again sends a new link. ' +
      'Limited per client address and per e-mail address (429 RATE_LIMITED).',
  })
  @ApiCreatedResponse({ type: SubscribeAcceptedDto })
  @ApiErrors(400, 403, 415, 429)
  subscribe(@Body() body: SubscribeDto): Promise<SubscribeAcceptedDto> {
    return this.newsletter.subscribe(body);
  }

  /** A POST from the confirm page, so a mail scanner fetching the link confirms nothing. */
  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: "Follow a sign-up's confirmation link: the address is subscribed (idempotent)",
    description: '400 NEWSLETTER_CONFIRMATION_INVALID for an unknown, replaced or expired link.',
  })
  @ApiOkResponse({ type: SubscribedDto })
  @ApiErrors(400, 403, 415)
  confirm(@Body() body: ConfirmSubscriptionDto): Promise<SubscribedDto> {
    return this.newsletter.confirm(body.token);
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
