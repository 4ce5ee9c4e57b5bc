import { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments: each order's payment, every movement of money, and the provider events already handled. */
export class SqlitePayments1797100000001 implements MigrationInterface {
  name = 'SqlitePayments1797100000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_payments" ("orderId" varchar(36) PRIMARY KEY NOT NULL, "provider" varchar CHECK( "provider" IN ('manual','stripe') ) NOT NULL, "status" varchar CHECK( "status" IN ('awaiting-payment','authorised','paid','partially-refunded','refunded','void') ) NOT NULL DEFAULT ('awaiting-payment'), "amountPence" integer NOT NULL, "authorisedPence" integer NOT NULL DEFAULT (0), "paidPence" integer NOT NULL DEFAULT (0), "refundedPence" integer NOT NULL DEFAULT (0), "checkoutSessionId" varchar(255), "paymentIntentId" varchar(255), "checkoutUrl" varchar(2048), "holdExpiresAt" datetime, "authorisedAt" datetime, "createdAt" datetime NOT NULL, "updatedAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_order_payments_session" ON "order_payments" ("checkoutSessionId") `);
    await queryRunner.query(`CREATE INDEX "IDX_order_payments_intent" ON "order_payments" ("paymentIntentId") `);
    await queryRunner.query(`CREATE INDEX "IDX_order_payments_status_hold" ON "order_payments" ("status", "holdExpiresAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_order_payments_status_authorised" ON "order_payments" ("status", "authorisedAt") `);
    await queryRunner.query(
      `CREATE TABLE "payment_movements" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "kind" varchar CHECK( "kind" IN ('authorised','captured','released','refunded','recorded') ) NOT NULL, "amountPence" integer NOT NULL, "method" varchar(32), "providerReference" varchar(255), "reason" varchar(500), "createdAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payment_movements_order" ON "payment_movements" ("orderId", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_payment_movements_kind_created" ON "payment_movements" ("kind", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "processed_payment_events" ("eventId" varchar(255) PRIMARY KEY NOT NULL, "type" varchar(100) NOT NULL, "processedAt" datetime NOT NULL)`,
    );
    // Earnings are paid out only once their order's money is taken (captured or recorded); those
    // written before payments existed keep being payable as they were.
    await queryRunner.query(`ALTER TABLE "earnings" ADD COLUMN "funded" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`UPDATE "earnings" SET "funded" = 1`);
    // Orders placed before payments existed: awaiting a payment the admin records, or nothing if cancelled.
    await queryRunner.query(
      `INSERT INTO "order_payments" ("orderId", "provider", "status", "amountPence", "createdAt", "updatedAt") SELECT "id", 'manual', CASE "status" WHEN 'cancelled' THEN 'void' ELSE 'awaiting-payment' END, CAST(ROUND("total" * 100) AS INTEGER), "createdAt", "createdAt" FROM "orders"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "earnings" DROP COLUMN "funded"`);
    await queryRunner.query(`DROP TABLE "processed_payment_events"`);
    await queryRunner.query(`DROP TABLE "payment_movements"`);
    await queryRunner.query(`DROP TABLE "order_payments"`);
  }
}
