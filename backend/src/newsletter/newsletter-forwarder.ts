import { Inject, Injectable, Logger } from '@nestjs/common';
import { ForwardedSubscription } from './domain/subscription';

export const NEWSLETTER_FORWARD_URL = Symbol('NEWSLETTER_FORWARD_URL');
export const FORWARD_TIMEOUT_MS = 5000;

/**
 * Optionally passes new subscribers on to an external form service (the original sign-up form posted there directly).
 * Fire-and-forget: the subscriber is already stored, so a slow or failing service is logged, never
 * shown to the visitor.
 */
@Injectable()
export class NewsletterForwarder {
  private readonly logger = new Logger('Newsletter');

  constructor(@Inject(NEWSLETTER_FORWARD_URL) private readonly url: URL | null) {}

  forward(payload: ForwardedSubscription): void {
    if (!this.url) return;
    const target = this.url;
    fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      redirect: 'error',
    })
      .then(async (res) => {
        await res.body?.cancel();
        if (!res.ok) this.logger.warn(`Forwarding a subscription to ${target.host} failed with ${res.status}`);
      })
      .catch((error: unknown) => {
        this.logger.warn(`Forwarding a subscription to ${target.host} failed: ${(error as Error).message}`);
      });
  }
}
