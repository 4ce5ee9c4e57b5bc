import { MigrationInterface, QueryRunner } from 'typeorm';

/** Owed charges are charged off-session and collected by hand; late fees too (a new state: both tables rebuilt). */
export class SqliteCollectOwedCharges1797800000001 implements MigrationInterface {
  name = 'SqliteCollectOwedCharges1797800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_owed_charges_source"`);
    await queryRunner.query(`DROP INDEX "IDX_owed_charges_order"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_owed_charges" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "amountPence" integer NOT NULL, "reason" varchar(500) NOT NULL, "source" varchar(64) NOT NULL, "createdAt" datetime NOT NULL, "collectedAt" datetime, "state" varchar CHECK( "state" IN ('charged','owed','failed','collected') ) NOT NULL DEFAULT ('failed'), "providerReference" varchar(255), "failureCode" varchar(64))`,
    );
    // Rows from before this are still to be charged ('failed': not asked yet), unless already collected.
    await queryRunner.query(
      `INSERT INTO "temporary_owed_charges"("id", "orderId", "amountPence", "reason", "source", "createdAt", "collectedAt", "state") SELECT "id", "orderId", "amountPence", "reason", "source", "createdAt", "collectedAt", CASE WHEN "collectedAt" IS NULL THEN 'failed' ELSE 'collected' END FROM "owed_charges"`,
    );
    await queryRunner.query(`DROP TABLE "owed_charges"`);
    await queryRunner.query(`ALTER TABLE "temporary_owed_charges" RENAME TO "owed_charges"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_owed_charges_source" ON "owed_charges" ("source") `);
    await queryRunner.query(`CREATE INDEX "IDX_owed_charges_order" ON "owed_charges" ("orderId") `);
    await queryRunner.query(`CREATE INDEX "IDX_owed_charges_state_created_id" ON "owed_charges" ("state", "createdAt", "id") `);
    await this.rebuildLateFees(queryRunner, `'charged','owed','failed','collected'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "late_fees" SET "state" = 'owed' WHERE "state" = 'collected'`);
    await this.rebuildLateFees(queryRunner, `'charged','owed','failed'`);
    await queryRunner.query(`DROP INDEX "IDX_owed_charges_state_created_id"`);
    for (const column of ['failureCode', 'providerReference', 'state']) {
      await queryRunner.query(`ALTER TABLE "owed_charges" DROP COLUMN "${column}"`);
    }
  }

  private async rebuildLateFees(queryRunner: QueryRunner, states: string): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_late_fees_state_created_id"`);
    await queryRunner.query(`DROP INDEX "UQ_late_fees_order_day"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_late_fees" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "day" varchar(10) NOT NULL, "amountPence" integer NOT NULL, "state" varchar CHECK( "state" IN (${states}) ) NOT NULL, "providerReference" varchar(255), "failureCode" varchar(64), "createdAt" datetime NOT NULL, "updatedAt" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_late_fees"("id", "orderId", "day", "amountPence", "state", "providerReference", "failureCode", "createdAt", "updatedAt") SELECT "id", "orderId", "day", "amountPence", "state", "providerReference", "failureCode", "createdAt", "updatedAt" FROM "late_fees"`,
    );
    await queryRunner.query(`DROP TABLE "late_fees"`);
    await queryRunner.query(`ALTER TABLE "temporary_late_fees" RENAME TO "late_fees"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_late_fees_order_day" ON "late_fees" ("orderId", "day") `);
    await queryRunner.query(`CREATE INDEX "IDX_late_fees_state_created_id" ON "late_fees" ("state", "createdAt", "id") `);
  }
}
