import { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mail outbox, the renter's order-page token hash and newsletter unsubscribes. */

export class Notifications1795598310879 implements MigrationInterface {
  name = 'Notifications1795598310879';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbox_messages" ("id" varchar(36) PRIMARY KEY NOT NULL, "kind" varchar(40) NOT NULL, "aboutRef" varchar(36), "toAddress" varchar(254) NOT NULL, "subject" varchar(300) NOT NULL, "html" text NOT NULL, "text" text NOT NULL, "headers" text NOT NULL, "status" varchar CHECK( "status" IN ('queued','sending','sent','failed') ) NOT NULL DEFAULT ('queued'), "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime NOT NULL, "claimedUntil" datetime, "lastError" varchar(1000), "sentAt" datetime, "createdAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_about" ON "outbox_messages" ("aboutRef") `);
    await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_created_at" ON "outbox_messages" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_outbox_messages_due" ON "outbox_messages" ("status", "nextAttemptAt") `);
    // Plain ADD COLUMN: rebuilding orders would drop the columns later migrations rely on and touch order_items.
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "accessTokenHash" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribedAt" datetime`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribedAt"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "accessTokenHash"`);
    await queryRunner.query(`DROP INDEX "IDX_outbox_messages_due"`);
    await queryRunner.query(`DROP INDEX "IDX_outbox_messages_about"`);
    await queryRunner.query(`DROP INDEX "IDX_outbox_messages_created_at"`);
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
  }
}
