import { MigrationInterface, QueryRunner } from 'typeorm';
import { assertOutboxRendered } from '../outbox-rendered';

const COLUMNS = `"id", "kind", "aboutRef", "toAddress", "subject", "html", "text", "headers", "status", "attempts", "nextAttemptAt", "claimedUntil", "lastError", "sentAt", "createdAt"`;

/** SQLite changes a column's NOT NULL by copying the table; its indexes are made again. */
async function rebuild(queryRunner: QueryRunner, bodies: 'NULL' | 'NOT NULL', facts: boolean): Promise<void> {
  await queryRunner.query(`DROP INDEX "IDX_outbox_messages_due"`);
  await queryRunner.query(`DROP INDEX "IDX_outbox_messages_created_at"`);
  await queryRunner.query(`DROP INDEX "IDX_outbox_messages_about"`);
  const html = bodies === 'NULL' ? `"html" text, "text" text` : `"html" text NOT NULL, "text" text NOT NULL`;
  await queryRunner.query(
    `CREATE TABLE "temporary_outbox_messages" ("id" varchar(36) PRIMARY KEY NOT NULL, "kind" varchar(40) NOT NULL, "aboutRef" varchar(36), "toAddress" varchar(254) NOT NULL, "subject" varchar(300) NOT NULL, ${html}, "headers" text NOT NULL, "status" varchar CHECK( "status" IN ('queued','sending','sent','failed') ) NOT NULL DEFAULT ('queued'), "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime NOT NULL, "claimedUntil" datetime, "lastError" varchar(1000), "sentAt" datetime, "createdAt" datetime NOT NULL${facts ? ', "facts" text' : ''})`,
  );
  await queryRunner.query(`INSERT INTO "temporary_outbox_messages"(${COLUMNS}) SELECT ${COLUMNS} FROM "outbox_messages"`);
  await queryRunner.query(`DROP TABLE "outbox_messages"`);
  await queryRunner.query(`ALTER TABLE "temporary_outbox_messages" RENAME TO "outbox_messages"`);
  await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_due" ON "outbox_messages" ("status", "nextAttemptAt") `);
  await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_created_at" ON "outbox_messages" ("createdAt") `);
  await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_about" ON "outbox_messages" ("aboutRef") `);
}

/**
 * The outbox keeps a message's facts until the sender renders its bodies on the first attempt
 * (docs/decisions/0018-transactional-email-outbox.md): html and text are null until then.
 */
export class SqliteOutboxRenderedBySender1796800000001 implements MigrationInterface {
  name = 'SqliteOutboxRenderedBySender1796800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await rebuild(queryRunner, 'NULL', true);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await assertOutboxRendered(queryRunner, '"');
    await rebuild(queryRunner, 'NOT NULL', false);
  }
}
