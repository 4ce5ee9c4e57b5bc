import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsModule } from '../notifications/notifications.module';
import { parseForwardUrl } from './domain/subscription';
import { NEWSLETTER_FORWARD_URL, NewsletterForwarder } from './newsletter-forwarder';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';
import { Subscriber } from './subscriber.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Subscriber]), NotificationsModule],
  controllers: [NewsletterController],
  providers: [
    NewsletterService,
    NewsletterForwarder,
    {
      provide: NEWSLETTER_FORWARD_URL,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => parseForwardUrl(config.newsletterForwardUrl ?? undefined),
    },
  ],
  exports: [NewsletterService],
})
export class NewsletterModule {}
