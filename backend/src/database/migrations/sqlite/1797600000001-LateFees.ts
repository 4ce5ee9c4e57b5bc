import { MigrationInterface, QueryRunner } from 'typeorm';

/** Overdue orders and their late fees; the card saved at checkout (ADD COLUMN: nullable, so no table rebuild). */
export class SqliteLateFees1797600000001 implements MigrationInterface {
  name = 'SqliteLateFees1797600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "late_fees" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "day" varchar(10) NOT NULL, "amountPence" integer NOT NULL, "state" varchar CHECK( "state" IN ('charged','owed','failed') ) NOT NULL, "providerReference" varchar(255), "failureCode" varchar(64), "createdAt" datetime NOT NULL, "updatedAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_late_fees_order_day" ON "late_fees" ("orderId", "day") `);
    await queryRunner.query(`CREATE INDEX "IDX_late_fees_state_created_id" ON "late_fees" ("state", "createdAt", "id") `);
    for (const column of [
      '"overdueSince" varchar(10)',
      '"lateFeeCapPence" integer',
      '"overdueNoticeDay" varchar(10)',
      '"notReturnedReportedAt" datetime',
    ]) {
      await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN ${column}`);
    }
    await queryRunner.query(`CREATE INDEX "IDX_orders_not_returned_id" ON "orders" ("notReturnedReportedAt", "id") `);
    for (const column of ['"chargesConsentAt" datetime', '"customerId" varchar(255)', '"paymentMethodId" varchar(255)']) {
      await queryRunner.query(`ALTER TABLE "order_payments" ADD COLUMN ${column}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['paymentMethodId', 'customerId', 'chargesConsentAt']) {
      await queryRunner.query(`ALTER TABLE "order_payments" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP INDEX "IDX_orders_not_returned_id"`);
    for (const column of ['notReturnedReportedAt', 'overdueNoticeDay', 'lateFeeCapPence', 'overdueSince']) {
      await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP TABLE "late_fees"`);
  }
}
