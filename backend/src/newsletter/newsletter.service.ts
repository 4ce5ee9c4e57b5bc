import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { NEWSLETTER_MESSAGES, NOTICES, type NewsletterSubscriptionView, noticeText } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { RateLimiter } from '../common/rate-limit/rate-limiter.service';
import { hashSecret, looksLikeSecret, newSecret } from '../common/secret-token';
import { serialTransaction } from '../common/serial-transaction';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { confirmationCutoff, isSubscribed } from './domain/confirmation';
import { maskEmail } from './domain/mask-email';
import { forwardedSubscription, normaliseEmail } from './domain/subscription';
import { subscriberIdFrom, unsubscribeToken } from './domain/unsubscribe-token';
import { SubscribeDto } from './dto/subscribe.dto';
import { NewsletterForwarder } from './newsletter-forwarder';
import { Subscriber } from './subscriber.entity';

const subscriptionNotFound = () => AppError.notFound('This unsubscribe link is not valid.', 'SUBSCRIPTION_NOT_FOUND');
const confirmationInvalid = () => AppError.invalid(NEWSLETTER_MESSAGES.confirmationInvalid, 'NEWSLETTER_CONFIRMATION_INVALID');

/** What every sign-up is told, whether or not the address was already on the list. */
const CHECK_INBOX = { message: noticeText(NOTICES.subscribeCheckInbox) };

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    private readonly forwarder: NewsletterForwarder,
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Double opt-in: stores the sign-up unconfirmed and e-mails a confirmation link; nothing else
   * happens until the link is followed. Asking again sends a fresh link (the older one stops
   * working); an address already subscribed gets nothing more. The answer is the same every time,
   * so it does not tell who is on the list. Limited per e-mail address (counted hashed).
   */
  async subscribe(input: SubscribeDto, now = new Date()): Promise<{ message: string }> {
    const email = normaliseEmail(input.email);
    await this.limiter.consume('newsletterSignUpsPerEmail', hashSecret(email));
    const existing = await this.subscribers.findOneBy({ email });
    if (existing && isSubscribed(existing)) return CHECK_INBOX;
    const token = newSecret();
    const pending = {
      confirmedAt: null,
      confirmTokenHash: token.hash,
      confirmRequestedAt: now,
      forwardSubject: input._subject?.trim() || null,
      forwardMessage: input.message?.trim() || null,
    };
    try {
      await serialTransaction(this.dataSource, async (m) => {
        const repo = m.getRepository(Subscriber);
        if (existing) await repo.update({ id: existing.id }, pending);
        else await repo.insert({ id: randomUUID(), email, unsubscribedAt: null, ...pending });
        await this.notifications.queue(m, { kind: 'newsletter-confirm', to: email, token: token.value });
      });
    } catch (error) {
      // Two sign-ups at once for a new address: the other one stored it and sent the link.
      if (!isDuplicateKeyError(error)) throw error;
    }
    return CHECK_INBOX;
  }

  /**
   * The confirmation link's page posts its token here. The first use confirms, sends the welcome
   * (with its unsubscribe link) and forwards the subscriber; using it again answers the same.
   */
  async confirm(token: unknown, now = new Date()): Promise<{ subscribed: true }> {
    if (!looksLikeSecret(token)) throw confirmationInvalid();
    const confirmTokenHash = hashSecret(token);
    const confirmed = await serialTransaction(this.dataSource, async (m) => {
      const repo = m.getRepository(Subscriber);
      // Read first: confirming clears what the sign-up asked to forward.
      const row = await repo.findOneBy({ confirmTokenHash });
      if (!row) throw confirmationInvalid();
      const changed = await repo.update(
        { id: row.id, confirmTokenHash, confirmedAt: IsNull(), confirmRequestedAt: MoreThan(confirmationCutoff(now)) },
        { confirmedAt: now, unsubscribedAt: null, forwardSubject: null, forwardMessage: null },
      );
      if (!changed.affected) {
        // Already followed (by this click's twin, or earlier) answers the same; past its days it is refused.
        if (isSubscribed((await repo.findOneBy({ id: row.id })) ?? row)) return null;
        throw confirmationInvalid();
      }
      await this.notifications.queue(m, { kind: 'newsletter-subscribed', to: row.email, unsubscribeToken: this.tokenFor(row.id) });
      return row;
    });
    if (confirmed) {
      this.forwarder.forward(
        forwardedSubscription(confirmed.email, confirmed.forwardSubject ?? undefined, confirmed.forwardMessage ?? undefined),
      );
    }
    return { subscribed: true };
  }

  /** Housekeeping: sign-ups whose link was sent before `before` and never followed. */
  async purgeUnconfirmed(before: Date): Promise<number> {
    const result = await this.subscribers.delete({ confirmedAt: IsNull(), confirmRequestedAt: LessThan(before) });
    return result.affected ?? 0;
  }

  /** Whose subscription the link manages (masked) and whether it is active. */
  async status(token: unknown): Promise<NewsletterSubscriptionView> {
    const subscriber = await this.fromToken(token);
    return { email: maskEmail(subscriber.email), subscribed: isSubscribed(subscriber) };
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
