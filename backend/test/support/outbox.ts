import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxSender } from '../../src/notifications/outbox-sender';
import type { TestApp } from './test-app';

/**
 * Rows of `outbox_messages` once the sender has been round: a message's bodies are rendered on its
 * first attempt (docs/decisions/0018-transactional-email-outbox.md), so its `html` and `text` exist from then.
 */
export async function readOutbox<T>(app: INestApplication, sql: string, params: unknown[] = []): Promise<T[]> {
  await app.get(OutboxSender).drainOnce();
  return app.get(DataSource).query(sql, params);
}

/** The confirmation link's token in the newest newsletter sign-up e-mail to `email`. */
export async function newsletterConfirmToken(app: INestApplication, email: string): Promise<string> {
  const rows = await readOutbox<{ text: string }>(
    app,
    "SELECT text FROM outbox_messages WHERE kind = 'newsletter-confirm' AND toAddress = ? ORDER BY createdAt DESC",
    [email],
  );
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no newsletter confirmation e-mailed to ${email}`);
  return token;
}

/** A newsletter subscriber as the shop makes one: signed up, then confirmed from the e-mailed link. */
export async function subscribeConfirmed(ctx: Pick<TestApp, 'app' | 'http'>, email: string): Promise<void> {
  const signedUp = await ctx.http().post('/api/newsletter').send({ email });
  if (signedUp.status !== 201) throw new Error(`newsletter sign-up answered ${signedUp.status}`);
  const confirmed = await ctx
    .http()
    .post('/api/newsletter/confirm')
    .send({ token: await newsletterConfirmToken(ctx.app, email) });
  if (confirmed.status !== 200) throw new Error(`newsletter confirmation answered ${confirmed.status}`);
}
