import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { forwardedSubscription, normaliseEmail } from './domain/subscription';
import { SubscribeDto } from './dto/subscribe.dto';
import { NewsletterForwarder } from './newsletter-forwarder';
import { Subscriber } from './subscriber.entity';

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    private readonly forwarder: NewsletterForwarder,
    private readonly dataSource: DataSource,
  ) {}

  /** Idempotent: subscribing again (or twice at once) keeps one row and still succeeds. */
  async subscribe(input: SubscribeDto): Promise<{ subscribed: true }> {
    const email = normaliseEmail(input.email);
    if (!(await this.subscribers.existsBy({ email }))) {
      try {
        await serialTransaction(this.dataSource, (m) => m.getRepository(Subscriber).insert({ email }));
        this.forwarder.forward(forwardedSubscription(email, input._subject, input.message));
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    return { subscribed: true };
  }
}
