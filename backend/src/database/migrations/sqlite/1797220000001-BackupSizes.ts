import { MigrationInterface, QueryRunner } from 'typeorm';

/** The free backup size: a cart line's second size, and the order line and booking it becomes (ADD COLUMN: no table rebuild). */
export class SqliteBackupSizes1797220000001 implements MigrationInterface {
  name = 'SqliteBackupSizes1797220000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cart_items" ADD COLUMN "backupSize" varchar(4)`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD COLUMN "isBackup" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "bookings" ADD COLUMN "isBackup" boolean NOT NULL DEFAULT (0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "isBackup"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP COLUMN "isBackup"`);
    await queryRunner.query(`ALTER TABLE "cart_items" DROP COLUMN "backupSize"`);
  }
}
