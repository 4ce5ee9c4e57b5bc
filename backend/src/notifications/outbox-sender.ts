import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { serialTransaction } from '../common/serial-transaction';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { nextAttemptAfter } from './domain/backoff';
import { LAST_ERROR_MAX, headerText } from './domain/header-text';
import { SendFailure, failureReason, isPermanentFailure } from './domain/smtp-failure';
import { MailTransport, createMailTransport, outboxDir } from './mail-transport';
import { OutboxMessage } from './outbox-message.entity';
import { redactHeaders, redactSecrets } from './domain/redact-secrets';
import { type BodyRenderer, createBodyRenderer } from './render-thread';

/** Messages claimed per round; each replica takes its own batch. */
const BATCH = 10;
/** drainOnce stops after this many rounds, so a flood cannot keep one call busy forever. */
const MAX_ROUNDS = 50;

/**
 * Renders (on a worker thread, render-thread.ts) and delivers the outbox in the background, in every
 * process whose ROLE runs background work (worker or all), never in a request. A round claims due
 * messages in a short transaction (MariaDB: FOR UPDATE SKIP LOCKED, so replicas take different rows;
 * SQLite: one process, serial writes), marks them `sending` with a lease, sends them outside any
 * transaction, then records the outcome. A message whose lease ran out while `sending` (its replica
 * died between claim and send) is due again and claimed by whoever looks next.
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private readonly renderer: BodyRenderer = createBodyRenderer();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = createMailTransport(config.mail, config.dataDir);
  }

  onApplicationBootstrap(): void {
    if (!this.config.mail.senderEnabled) return;
    if (!this.config.mail.smtpUrl) {
      this.logger.log(`SMTP_URL is not set: e-mails are written to ${outboxDir(this.config.dataDir)} as .eml files`);
    }
    this.timer = setInterval(() => void this.tick(), this.config.mail.pollMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
    await this.renderer.close();
  }

  /**
   * Sends everything due at `now`; resolves with how many messages were tried. Tests call it
   * directly, with a later `now` to stand for the wait before a retry or the end of a lease.
   */
  async drainOnce(now?: Date): Promise<number> {
    if (this.running) await this.running.catch(() => undefined);
    const run = this.drain(now);
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = null;
    }
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    try {
      await this.drainOnce();
    } catch (error) {
      // The database may be briefly away; the next tick tries again.
      this.logger.warn(`Outbox round failed: ${(error as Error).message}`);
    }
  }

  private async drain(at?: Date): Promise<number> {
    let tried = 0;
    for (let round = 0; round < MAX_ROUNDS && !this.stopped; round++) {
      const claimed = await this.claim(at ?? new Date());
      if (claimed.length === 0) break;
      for (const message of claimed) await this.deliver(message, at ?? new Date());
      tried += claimed.length;
    }
    return tried;
  }

  private claim(now: Date): Promise<OutboxMessage[]> {
    const until = new Date(now.getTime() + this.config.mail.leaseMs);
    return serialTransaction(this.dataSource, async (m) => {
      let query = m
        .createQueryBuilder(OutboxMessage, 'o')
        .where('o.status IN (:...due)', { due: ['queued', 'sending'] })
        .andWhere('o.nextAttemptAt <= :now', { now })
        .orderBy('o.nextAttemptAt', 'ASC')
        .limit(BATCH);
      if (m.connection.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write').setOnLocked('skip_locked');
      const rows = await query.getMany();
      if (rows.length === 0) return [];
      await m
        .getRepository(OutboxMessage)
        .update(
          { id: In(rows.map((r) => r.id)) },
          { status: 'sending', claimedUntil: until, nextAttemptAt: until, attempts: () => 'attempts + 1' },
        );
      return rows.map((row) => ({ ...row, status: 'sending' as const, attempts: row.attempts + 1 }));
    });
  }

  private async deliver(message: OutboxMessage, now: Date): Promise<void> {
    let bodies: { html: string; text: string };
    try {
      bodies = await this.bodiesOf(message);
    } catch (error) {
      // A message its template cannot draw would fail the same way every time.
      const reason = headerText(`Could not be rendered: ${(error as Error).message}`, LAST_ERROR_MAX);
      this.logger.error(`E-mail ${message.id} (${message.kind}): ${reason}`);
      await this.record(message, { status: 'failed', claimedUntil: null, lastError: reason });
      return;
    }
    // The bodies are kept with the attempt's outcome with every link's token hidden; the facts (the
    // only copy of the real links) stay until the message is sent, so a retry or a resend can draw them again.
    const stored = { html: redactSecrets(bodies.html), text: redactSecrets(bodies.text) };
    const record = (change: Partial<OutboxMessage>) => this.record(message, { ...change, ...stored });
    try {
      await this.transport.send({
        id: message.id,
        from: this.config.mail.from,
        to: message.toAddress,
        subject: message.subject,
        html: bodies.html,
        text: bodies.text,
        headers: message.headers,
        createdAt: message.createdAt,
      });
    } catch (error) {
      const failure = error as SendFailure;
      const reason = headerText(failureReason(failure), LAST_ERROR_MAX);
      const next = isPermanentFailure(failure) ? null : nextAttemptAfter(message.attempts, now);
      this.logger.warn(`E-mail ${message.id} (${message.kind}) attempt ${message.attempts} failed: ${reason}`);
      await record(
        next
          ? { status: 'queued', nextAttemptAt: next, claimedUntil: null, lastError: reason }
          : { status: 'failed', claimedUntil: null, lastError: reason },
      );
      return;
    }
    await record({ status: 'sent', sentAt: new Date(), claimedUntil: null, facts: null, headers: redactHeaders(message.headers) });
  }

  /**
   * The message's facts rendered for this attempt (the real links), or, for a row queued before the
   * stored bodies were redacted and its facts let go, the bodies it kept.
   */
  private async bodiesOf(message: OutboxMessage): Promise<{ html: string; text: string }> {
    if (message.facts)
      return this.renderer.render(message.facts, { publicUrl: this.config.publicUrl, adminEmail: this.config.mail.adminEmail });
    if (message.html !== null && message.text !== null) return { html: message.html, text: message.text };
    throw new Error('the message has neither bodies nor facts');
  }

  private record(message: OutboxMessage, change: Partial<OutboxMessage>): Promise<unknown> {
    return serialTransaction(this.dataSource, (m) => m.getRepository(OutboxMessage).update({ id: message.id, status: 'sending' }, change));
  }
}
