import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { SubscribeDto, SubscribedDto } from './dto/subscribe.dto';
import { NewsletterService } from './newsletter.service';

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
}
