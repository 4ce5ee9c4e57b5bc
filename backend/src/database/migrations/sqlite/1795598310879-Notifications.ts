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
    await queryRunner.query(`DROP INDEX "IDX_orders_created_at"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_orders" ("id" varchar PRIMARY KEY NOT NULL, "customerName" varchar(120) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerPhone" varchar(20) NOT NULL, "deliveryAddress" varchar(500) NOT NULL, "rentalStartDate" varchar(10) NOT NULL, "rentalEndDate" varchar(10) NOT NULL, "subtotal" decimal(10,2) NOT NULL, "cleaningFee" decimal(10,2) NOT NULL, "insurance" decimal(10,2) NOT NULL, "total" decimal(10,2) NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','completed','cancelled') ) NOT NULL DEFAULT ('pending'), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "accessTokenHash" varchar(64))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_orders"("id", "customerName", "customerEmail", "customerPhone", "deliveryAddress", "rentalStartDate", "rentalEndDate", "subtotal", "cleaningFee", "insurance", "total", "status", "createdAt") SELECT "id", "customerName", "customerEmail", "customerPhone", "deliveryAddress", "rentalStartDate", "rentalEndDate", "subtotal", "cleaningFee", "insurance", "total", "status", "createdAt" FROM "orders"`,
    );
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`ALTER TABLE "temporary_orders" RENAME TO "orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created_at" ON "orders" ("createdAt") `);
    await queryRunner.query(`DROP INDEX "UQ_newsletter_subscribers_email"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_newsletter_subscribers" ("id" varchar PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "unsubscribedAt" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_newsletter_subscribers"("id", "email", "createdAt") SELECT "id", "email", "createdAt" FROM "newsletter_subscribers"`,
    );
    await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
    await queryRunner.query(`ALTER TABLE "temporary_newsletter_subscribers" RENAME TO "newsletter_subscribers"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscribers_email" ON "newsletter_subscribers" ("email") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_newsletter_subscribers_email"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" RENAME TO "temporary_newsletter_subscribers"`);
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscribers" ("id" varchar PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "newsletter_subscribers"("id", "email", "createdAt") SELECT "id", "email", "createdAt" FROM "temporary_newsletter_subscribers"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_newsletter_subscribers"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscribers_email" ON "newsletter_subscribers" ("email") `);
    await queryRunner.query(`DROP INDEX "IDX_orders_created_at"`);
    await queryRunner.query(`ALTER TABLE "orders" RENAME TO "temporary_orders"`);
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" varchar PRIMARY KEY NOT NULL, "customerName" varchar(120) NOT NULL, "customerEmail" varchar(254) NOT NULL, "customerPhone" varchar(20) NOT NULL, "deliveryAddress" varchar(500) NOT NULL, "rentalStartDate" varchar(10) NOT NULL, "rentalEndDate" varchar(10) NOT NULL, "subtotal" decimal(10,2) NOT NULL, "cleaningFee" decimal(10,2) NOT NULL, "insurance" decimal(10,2) NOT NULL, "total" decimal(10,2) NOT NULL, "status" varchar CHECK( "status" IN ('pending','processing','completed','cancelled') ) NOT NULL DEFAULT ('pending'), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "orders"("id", "customerName", "customerEmail", "customerPhone", "deliveryAddress", "rentalStartDate", "rentalEndDate", "subtotal", "cleaningFee", "insurance", "total", "status", "createdAt") SELECT "id", "customerName", "customerEmail", "customerPhone", "deliveryAddress", "rentalStartDate", "rentalEndDate", "subtotal", "cleaningFee", "insurance", "total", "status", "createdAt" FROM "temporary_orders"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created_at" ON "orders" ("createdAt") `);
    await queryRunner.query(`DROP INDEX "IDX_outbox_messages_due"`);
    await queryRunner.query(`DROP INDEX "IDX_outbox_messages_about"`);
    await queryRunner.query(`DROP INDEX "IDX_outbox_messages_created_at"`);
    await queryRunner.query(`DROP TABLE "outbox_messages"`);
  }
}
