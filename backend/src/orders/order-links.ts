import { hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { orderPageToken, reviewLinkToken } from './domain/access-token';
import { Order } from './order.entity';

/**
 * The renter's order-page links. Each token is derived from the order id with a key kept beside the
 * data-encryption key (never in the database), so every e-mail about an order can carry its link while
 * the orders table still holds only the token's hash: a leaked database opens no order page.
 */
@Injectable()
export class OrderLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = OrderLinks.keyFrom(config.encryptionKey);
  }

  /** A key of its own, so a link token reveals nothing about the key that encrypts bank details. */
  static keyFrom(encryptionKey: Buffer): Buffer {
    return Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'designer-wardrobe order-page links', 32));
  }

  /** A new order's token and the hash to store with it. */
  forNewOrder(orderId: string): { token: string; hash: string } {
    return orderPageToken(this.key, orderId);
  }

  /** The review link of a returned order and the hash to store with it (a token of its own, not the order page's). */
  forReview(orderId: string): { token: string; hash: string } {
    return reviewLinkToken(this.key, orderId);
  }

  /**
   * The token to put in a later e-mail about the order, or null when the order's stored hash is not
   * this key's (an order placed before links were derived, or under another key): its renter keeps
   * the link from her confirmation.
   */
  async forExistingOrder(manager: EntityManager, orderId: string): Promise<string | null> {
    const row = await manager
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.id')
      .addSelect('o.accessTokenHash')
      .where('o.id = :orderId', { orderId })
      .getOne();
    const derived = orderPageToken(this.key, orderId);
    return row?.accessTokenHash === derived.hash ? derived.token : null;
  }
}
