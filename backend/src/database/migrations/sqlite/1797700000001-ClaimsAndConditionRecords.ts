import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receiving dresses back and damage claims: condition records, claims, charges a renter owes after
 * her order, and the earnings' claim hold (ADD COLUMN: nullable or defaulted, so no table rebuild).
 */
export class SqliteClaimsAndConditionRecords1797700000001 implements MigrationInterface {
  name = 'SqliteClaimsAndConditionRecords1797700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "owed_charges" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "amountPence" integer NOT NULL, "reason" varchar(500) NOT NULL, "source" varchar(64) NOT NULL, "createdAt" datetime NOT NULL, "collectedAt" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_owed_charges_order" ON "owed_charges" ("orderId")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_owed_charges_source" ON "owed_charges" ("source")`);
    await queryRunner.query(
      `CREATE TABLE "condition_records" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "orderItemId" varchar(36) NOT NULL, "lenderAccountId" varchar(36), "productName" varchar(160) NOT NULL, "size" varchar(4) NOT NULL, "kind" varchar CHECK( "kind" IN ('dispatch','return') ) NOT NULL, "condition" varchar CHECK( "condition" IN ('as-sent','needs-cleaning','damaged','missing-items') ), "note" varchar(1000), "photos" text NOT NULL, "recordedBy" varchar CHECK( "recordedBy" IN ('admin','lender') ) NOT NULL, "receivedOn" varchar(10), "recordedAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_condition_records_order" ON "condition_records" ("orderId")`);
    await queryRunner.query(`CREATE INDEX "IDX_condition_records_lender" ON "condition_records" ("lenderAccountId", "recordedAt")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_condition_records_item_kind" ON "condition_records" ("orderItemId", "kind")`);
    await queryRunner.query(
      `CREATE TABLE "claims" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "orderItemId" varchar(36) NOT NULL, "lenderAccountId" varchar(36), "productName" varchar(160) NOT NULL, "size" varchar(4) NOT NULL, "status" varchar CHECK( "status" IN ('open','answered','decided') ) NOT NULL DEFAULT ('open'), "openedBy" varchar CHECK( "openedBy" IN ('admin','lender') ) NOT NULL, "description" varchar(2000) NOT NULL, "photos" text NOT NULL, "amountPence" integer NOT NULL, "openedAt" datetime NOT NULL, "answerDueAt" datetime NOT NULL, "answer" varchar(2000), "answerPhoto" varchar(200), "answeredAt" datetime, "decision" varchar CHECK( "decision" IN ('charge-renter','insurance','reject') ), "decidedPence" integer, "decisionNote" varchar(1000), "decidedAt" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_claims_order" ON "claims" ("orderId")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_claims_order_item" ON "claims" ("orderItemId")`);
    await queryRunner.query(`CREATE INDEX "IDX_claims_lender_opened" ON "claims" ("lenderAccountId", "openedAt", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_claims_status_opened" ON "claims" ("status", "openedAt", "id")`);
    await queryRunner.query(`ALTER TABLE "earnings" ADD COLUMN "claimWindowEndsAt" datetime`);
    await queryRunner.query(`ALTER TABLE "earnings" ADD COLUMN "claimOpen" boolean NOT NULL DEFAULT (0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "earnings" DROP COLUMN "claimOpen"`);
    await queryRunner.query(`ALTER TABLE "earnings" DROP COLUMN "claimWindowEndsAt"`);
    await queryRunner.query(`DROP TABLE "claims"`);
    await queryRunner.query(`DROP TABLE "condition_records"`);
    await queryRunner.query(`DROP TABLE "owed_charges"`);
  }
}
