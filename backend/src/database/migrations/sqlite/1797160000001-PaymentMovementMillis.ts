import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The column type follows MariaDB's DATETIME(3) (SQLite already kept milliseconds in its text);
 * SQLite changes a column's type by copying the table.
 */
export class SqlitePaymentMovementMillis1797160000001 implements MigrationInterface {
  name = 'SqlitePaymentMovementMillis1797160000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.rebuild(queryRunner, 'datetime(3)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.rebuild(queryRunner, 'datetime');
  }

  private async rebuild(queryRunner: QueryRunner, createdAtType: string): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_payment_movements_kind_created"`);
    await queryRunner.query(`DROP INDEX "IDX_payment_movements_order"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_payment_movements" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderId" varchar(36) NOT NULL, "kind" varchar CHECK( "kind" IN ('authorised','captured','released','refunded','recorded') ) NOT NULL, "amountPence" integer NOT NULL, "method" varchar(32), "providerReference" varchar(255), "reason" varchar(500), "createdAt" ${createdAtType} NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_payment_movements"("id", "orderId", "kind", "amountPence", "method", "providerReference", "reason", "createdAt") SELECT "id", "orderId", "kind", "amountPence", "method", "providerReference", "reason", "createdAt" FROM "payment_movements"`,
    );
    await queryRunner.query(`DROP TABLE "payment_movements"`);
    await queryRunner.query(`ALTER TABLE "temporary_payment_movements" RENAME TO "payment_movements"`);
    await queryRunner.query(`CREATE INDEX "IDX_payment_movements_kind_created" ON "payment_movements" ("kind", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_payment_movements_order" ON "payment_movements" ("orderId", "createdAt") `);
  }
}
