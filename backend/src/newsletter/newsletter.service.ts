import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { forwardedSubscription, normaliseEmail } from './domain/subscription';
import { SubscribeDto } from './dto/subscribe.dto';
import { NewsletterForwarder } from './newsletter-forwarder';
import { Subscriber } from './subscriber.entity';

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && /ER_DUP_ENTRY|UNIQUE constraint failed/.test(String(error.message));

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    private readonly forwarder: NewsletterForwarder,
  ) {}

  /** Idempotent: subscribing again (or twice at once) keeps one row and still succeeds. */
  async subscribe(input: SubscribeDto): Promise<{ subscribed: true }> {
    const email = normaliseEmail(input.email);
    if (!(await this.subscribers.existsBy({ email }))) {
      try {
        await this.subscribers.insert({ email });
        this.forwarder.forward(forwardedSubscription(email, input._subject, input.message));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return { subscribed: true };
  }
}
