import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxSender } from '../../src/notifications/outbox-sender';

/**
 * Rows of `outbox_messages` once the sender has been round: a message's bodies are rendered on its
 * first attempt (docs/decisions/0018-transactional-email-outbox.md), so its `html` and `text` exist from then.
 */
export async function readOutbox<T>(app: INestApplication, sql: string, params: unknown[] = []): Promise<T[]> {
  await app.get(OutboxSender).drainOnce();
  return app.get(DataSource).query(sql, params);
}
