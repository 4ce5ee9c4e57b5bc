import { MigrationInterface, QueryRunner } from 'typeorm';

/** Lenders' earnings, the monthly payout runs, their payouts and the bank-file download log. */
export class SqlitePayouts1796300000001 implements MigrationInterface {
  name = 'SqlitePayouts1796300000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "earnings" ("id" varchar(36) PRIMARY KEY NOT NULL, "lenderAccountId" varchar(36) NOT NULL, "orderId" varchar(36) NOT NULL, "orderItemId" varchar(36) NOT NULL, "productName" varchar(160) NOT NULL, "size" varchar(4) NOT NULL, "startDate" varchar(10) NOT NULL, "endDate" varchar(10) NOT NULL, "rentalFeePence" integer NOT NULL, "amountPence" integer NOT NULL, "status" varchar CHECK( "status" IN ('pending','earned','cancelled','paid') ) NOT NULL DEFAULT ('pending'), "earnedOn" varchar(10), "payoutId" varchar(36), "createdAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_earnings_order" ON "earnings" ("orderId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_earnings_order_item" ON "earnings" ("orderItemId") `);
    await queryRunner.query(`CREATE INDEX "IDX_earnings_payout" ON "earnings" ("payoutId") `);
    await queryRunner.query(`CREATE INDEX "IDX_earnings_lender_created" ON "earnings" ("lenderAccountId", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_earnings_status_earned_on" ON "earnings" ("status", "earnedOn") `);
    await queryRunner.query(
      `CREATE TABLE "payout_runs" ("id" varchar(36) PRIMARY KEY NOT NULL, "period" varchar(7) NOT NULL, "status" varchar CHECK( "status" IN ('scheduled','paid') ) NOT NULL DEFAULT ('scheduled'), "payoutCount" integer NOT NULL, "totalPence" integer NOT NULL, "skippedLenders" integer NOT NULL, "createdAt" datetime NOT NULL, "paidAt" datetime)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_payout_runs_period" ON "payout_runs" ("period") `);
    await queryRunner.query(`CREATE INDEX "IDX_payout_runs_created" ON "payout_runs" ("createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "payouts" ("id" varchar(36) PRIMARY KEY NOT NULL, "runId" varchar(36) NOT NULL, "lenderAccountId" varchar(36) NOT NULL, "period" varchar(7) NOT NULL, "amountPence" integer NOT NULL, "earningCount" integer NOT NULL, "status" varchar CHECK( "status" IN ('scheduled','paid') ) NOT NULL DEFAULT ('scheduled'), "paidAt" datetime)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_payouts_run_lender" ON "payouts" ("runId", "lenderAccountId") `);
    await queryRunner.query(`CREATE INDEX "IDX_payouts_lender_period" ON "payouts" ("lenderAccountId", "period") `);
    await queryRunner.query(
      `CREATE TABLE "payout_file_downloads" ("id" varchar(36) PRIMARY KEY NOT NULL, "runId" varchar(36) NOT NULL, "downloadedBy" varchar(64) NOT NULL, "clientAddress" varchar(64), "downloadedAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payout_file_downloads_run" ON "payout_file_downloads" ("runId", "downloadedAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payout_file_downloads"`);
    await queryRunner.query(`DROP TABLE "payouts"`);
    await queryRunner.query(`DROP TABLE "payout_runs"`);
    await queryRunner.query(`DROP TABLE "earnings"`);
  }
}
