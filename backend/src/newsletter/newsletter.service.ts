import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import type { NewsletterSubscriptionView } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { maskEmail } from './domain/mask-email';
import { forwardedSubscription, normaliseEmail } from './domain/subscription';
import { subscriberIdFrom, unsubscribeToken } from './domain/unsubscribe-token';
import { SubscribeDto } from './dto/subscribe.dto';
import { NewsletterForwarder } from './newsletter-forwarder';
import { Subscriber } from './subscriber.entity';

const subscriptionNotFound = () => AppError.notFound('This unsubscribe link is not valid.', 'SUBSCRIPTION_NOT_FOUND');

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    private readonly forwarder: NewsletterForwarder,
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Idempotent: subscribing again (or twice at once) keeps one row and still succeeds. A new or
   * returning subscriber gets a confirmation with an unsubscribe link; an active one gets nothing more.
   */
  async subscribe(input: SubscribeDto): Promise<{ subscribed: true }> {
    const email = normaliseEmail(input.email);
    const existing = await this.subscribers.findOneBy({ email });
    if (existing && existing.unsubscribedAt === null) return { subscribed: true };
    try {
      await serialTransaction(this.dataSource, async (m) => {
        const repo = m.getRepository(Subscriber);
        let id: string;
        if (existing) {
          const back = await repo.update({ id: existing.id, unsubscribedAt: Not(IsNull()) }, { unsubscribedAt: null });
          if (!back.affected) return;
          id = existing.id;
        } else {
          id = randomUUID();
          await repo.insert({ id, email });
        }
        await this.notifications.queue(m, { kind: 'newsletter-subscribed', to: email, unsubscribeToken: this.tokenFor(id) });
      });
      if (!existing) this.forwarder.forward(forwardedSubscription(email, input._subject, input.message));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return { subscribed: true };
  }

  /** Whose subscription the link manages (masked) and whether it is active. */
  async status(token: unknown): Promise<NewsletterSubscriptionView> {
    const subscriber = await this.fromToken(token);
    return { email: maskEmail(subscriber.email), subscribed: subscriber.unsubscribedAt === null };
  }

  /** Idempotent: the second click answers the same. */
  async unsubscribe(token: unknown): Promise<{ subscribed: false }> {
    const subscriber = await this.fromToken(token);
    if (subscriber.unsubscribedAt === null) {
      await serialTransaction(this.dataSource, (m) =>
        m.getRepository(Subscriber).update({ id: subscriber.id }, { unsubscribedAt: new Date() }),
      );
    }
    return { subscribed: false };
  }

  tokenFor(subscriberId: string): string {
    return unsubscribeToken(subscriberId, this.config.mail.unsubscribeKey);
  }

  private async fromToken(token: unknown): Promise<Subscriber> {
    const id = subscriberIdFrom(token, this.config.mail.unsubscribeKey);
    const subscriber = id ? await this.subscribers.findOneBy({ id }) : null;
    if (!subscriber) throw subscriptionNotFound();
    return subscriber;
  }
}
