import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config';
import { outboxDir } from '../../src/notifications/mail-transport';
import { OutboxSender } from '../../src/notifications/outbox-sender';
import type { TestApp } from './test-app';

/**
 * Rows of `outbox_messages` once the sender has been round: a message's bodies are rendered on its
 * first attempt (docs/decisions/0018-transactional-email-outbox.md), so its `html` and `text` exist
 * from then, every link's token hidden.
 */
export async function readOutbox<T>(app: INestApplication, sql: string, params: unknown[] = []): Promise<T[]> {
  await app.get(OutboxSender).drainOnce();
  return app.get(DataSource).query(sql, params);
}

/**
 * The messages as sent (the real links) by an app without SMTP_URL: the sender is run, then each
 * `.eml` it wrote to DATA_DIR/outbox is parsed.
 */
export async function deliveredMail(app: INestApplication): Promise<{ to: string; subject: string; text: string }[]> {
  await app.get(OutboxSender).drainOnce();
  const dir = outboxDir(app.get<AppConfig>(APP_CONFIG).dataDir);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      return { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
}

/**
 * The plain text of outbox message `id` as it was sent (its real links: the stored bodies hide every
 * token), by an app without SMTP_URL: the sender is run, then the message's `.eml` file is read.
 */
export async function sentText(app: INestApplication, id: string): Promise<string> {
  await app.get(OutboxSender).drainOnce();
  const dir = outboxDir(app.get<AppConfig>(APP_CONFIG).dataDir);
  const file = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith(`-${id}.eml`)) : undefined;
  if (!file) throw new Error(`outbox message ${id} was not written to ${dir}`);
  return (await simpleParser(readFileSync(join(dir, file)))).text ?? '';
}

/** The confirmation link's token in the newest newsletter sign-up e-mail to `email`. */
export async function newsletterConfirmToken(app: INestApplication, email: string): Promise<string> {
  // Stored bodies hide every token: read it from the unsent message's facts, or from the mail as sent.
  const unsent = await app
    .get(DataSource)
    .query(
      "SELECT facts FROM outbox_messages WHERE kind = 'newsletter-confirm' AND toAddress = ? AND facts IS NOT NULL ORDER BY createdAt DESC",
      [email],
    );
  const facts = unsent[0]?.facts as string | { token?: string } | undefined;
  const fromFacts = (typeof facts === 'string' ? (JSON.parse(facts) as { token?: string }) : facts)?.token;
  const sent = fromFacts ? [] : (await deliveredMail(app)).filter((m) => m.to.includes(email));
  const token =
    fromFacts ?? sent.flatMap((m) => [...m.text.matchAll(/\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/g)].map((t) => t[1])).at(-1);
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
