import { MigrationInterface, QueryRunner } from 'typeorm';

/** Bookings as requests: each order line's answer, and the shop's dresses that wait for the admin's (ADD COLUMN: no table rebuild). */
export class SqliteLineRequests1797300000001 implements MigrationInterface {
  name = 'SqliteLineRequests1797300000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD COLUMN "requiresApproval" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD COLUMN "lenderAccountId" varchar(36)`);
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD COLUMN "requestState" varchar CHECK( "requestState" IN ('requested','accepted','declined','expired') ) NOT NULL DEFAULT ('accepted')`,
    );
    await queryRunner.query(`ALTER TABLE "order_items" ADD COLUMN "requestDeadline" datetime`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD COLUMN "answeredAt" datetime`);
    await queryRunner.query(
      `ALTER TABLE "order_items" ADD COLUMN "answeredBy" varchar CHECK( "answeredBy" IN ('lender','admin','shop','expiry') )`,
    );
    await queryRunner.query(`ALTER TABLE "order_items" ADD COLUMN "declineReason" varchar(20)`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD COLUMN "declineNote" varchar(500)`);
    // The lender of lines placed before: her earning names her.
    await queryRunner.query(
      `UPDATE "order_items" SET "lenderAccountId" = (SELECT e."lenderAccountId" FROM "earnings" e WHERE e."orderItemId" = "order_items"."id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_order_items_request_deadline" ON "order_items" ("requestState", "requestDeadline") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_order_items_lender_request" ON "order_items" ("lenderAccountId", "requestState", "requestDeadline") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_order_items_lender_request"`);
    await queryRunner.query(`DROP INDEX "IDX_order_items_request_deadline"`);
    for (const column of [
      'declineNote',
      'declineReason',
      'answeredBy',
      'answeredAt',
      'requestDeadline',
      'requestState',
      'lenderAccountId',
    ]) {
      await queryRunner.query(`ALTER TABLE "order_items" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "requiresApproval"`);
  }
}
