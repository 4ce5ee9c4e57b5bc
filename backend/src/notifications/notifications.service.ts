import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EmailDetail, EmailListItem, EmailStatus } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { serialTransaction } from '../common/serial-transaction';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { redactSecrets } from './domain/redact-secrets';
import { messageFor } from './domain/which-message';
import type { NotificationRequest } from './notification-message';
import { outboxDir } from './mail-transport';
import { OutboxMessage } from './outbox-message.entity';
import { storedFacts } from './domain/stored-facts';
import { RenderContext, addressMessage, renderBodies } from './templates/render-message';

/** The dresses a renter is offered when one of hers is declined (orders queues them). */
export type { SimilarDressFacts } from './notification-message';

/** Outbox ids are UUIDs; anything else cannot exist, so it is a 404 without a query. */
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const emailNotFound = () => AppError.notFound('E-mail not found.', 'EMAIL_NOT_FOUND');

function toItem(row: OutboxMessage): EmailListItem {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The one way to send an e-mail: `queue` addresses it and writes it to the outbox inside the
 * caller's transaction, so it is sent exactly when that change commits. OutboxSender renders its
 * bodies and delivers it (docs/decisions/0018-transactional-email-outbox.md).
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get renderContext(): RenderContext {
    return { publicUrl: this.config.publicUrl, adminEmail: this.config.mail.adminEmail };
  }

  /**
   * Call inside the transaction that makes the change the message is about. A status change that
   * tells nobody anything (e.g. back to pending) queues nothing.
   */
  async queue(manager: EntityManager, request: NotificationRequest): Promise<void> {
    const message = messageFor(request);
    if (!message) return;
    const addressed = addressMessage(message, this.renderContext);
    if (!addressed) return;
    const now = new Date();
    await manager.insert(OutboxMessage, {
      id: randomUUID(),
      kind: addressed.kind,
      aboutRef: 'lenderId' in message ? message.lenderId : null,
      toAddress: addressed.to,
      subject: addressed.subject,
      html: null,
      text: null,
      facts: storedFacts(message),
      headers: addressed.headers,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      claimedUntil: null,
      lastError: null,
      sentAt: null,
      createdAt: now,
    });
  }

  /**
   * Inside the lender's erasure: every message that names them (sent or not) is deleted, so their
   * name and address survive nowhere. Returns the messages' ids for forgetLocalCopies.
   */
  async forgetLender(manager: EntityManager, lenderId: string): Promise<string[]> {
    const rows = await manager.find(OutboxMessage, { select: { id: true }, where: { aboutRef: lenderId } });
    await manager.delete(OutboxMessage, { aboutRef: lenderId });
    return rows.map((r) => r.id);
  }

  /**
   * After the erasure has committed: the `.eml` copies this replica wrote to DATA_DIR/outbox (no
   * SMTP_URL) of those messages, or naming `email` anywhere, are deleted too. Returns how many.
   */
  forgetLocalCopies(messageIds: readonly string[], email: string): number {
    const dir = outboxDir(this.config.dataDir);
    if (!existsSync(dir)) return 0;
    const ids = new Set(messageIds);
    const address = email.toLowerCase();
    let deleted = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
      const path = join(dir, file);
      const id = file.slice(-'.eml'.length - 36, -'.eml'.length);
      if (ids.has(id) || (address !== '' && readFileSync(path, 'utf8').toLowerCase().includes(address))) {
        rmSync(path, { force: true });
        deleted++;
      }
    }
    return deleted;
  }

  /**
   * Retention: a message sent before `before` keeps its row (recipient, subject, status, times) but
   * not its bodies, facts or headers. Idempotent: a purged row no longer matches.
   */
  async purgeSentBodiesBefore(before: Date): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ html: null, text: null, facts: null, headers: {} })
      .where('status = :sent AND sentAt < :before', { sent: 'sent', before })
      .andWhere('(html IS NOT NULL OR text IS NOT NULL OR facts IS NOT NULL)')
      .execute();
    return result.affected ?? 0;
  }

  /** The admin's list, newest first. */
  async list(window: PageWindow, status: EmailStatus | undefined): Promise<ListPage<EmailListItem>> {
    const repo = this.dataSource.getRepository(OutboxMessage);
    const where = status ? { status } : {};
    // Counted apart: findAndCount with a column selection counts nothing in this TypeORM version.
    const total = await repo.countBy(where);
    const rows = await repo.find({
      select: {
        id: true,
        kind: true,
        toAddress: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        sentAt: true,
        createdAt: true,
      },
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: window.offset,
      take: window.pageSize,
    });
    return listPage(rows.map(toItem), total, window);
  }

  async detail(id: string): Promise<EmailDetail> {
    const row = isUuid(id) ? await this.dataSource.getRepository(OutboxMessage).findOneBy({ id }) : null;
    if (!row) throw emailNotFound();
    // Not tried yet: shown as it will be sent, rendered for this view only; tokens hidden either way.
    const bodies =
      row.html !== null && row.text !== null
        ? { html: row.html, text: row.text }
        : row.facts
          ? await renderBodies(row.facts, this.renderContext)
          : null;
    return { ...toItem(row), html: redactSecrets(bodies?.html ?? ''), text: redactSecrets(bodies?.text ?? '') };
  }

  /** "Send again": only a failed message goes back to the queue, with a fresh set of attempts. */
  async resend(id: string): Promise<EmailListItem> {
    if (!isUuid(id)) throw emailNotFound();
    await serialTransaction(this.dataSource, async (m) => {
      const row = await m.getRepository(OutboxMessage).findOneBy({ id });
      if (!row) throw emailNotFound();
      const moved = await m
        .getRepository(OutboxMessage)
        .update(
          { id, status: 'failed' },
          { status: 'queued', attempts: 0, nextAttemptAt: new Date(), claimedUntil: null, lastError: null },
        );
      if (!moved.affected) {
        throw AppError.conflict(`Only a failed e-mail can be sent again; this one is ${row.status}.`, 'ILLEGAL_TRANSITION');
      }
    });
    const { html: _html, text: _text, ...item } = await this.detail(id);
    return item;
  }
}
