import { MigrationInterface, QueryRunner } from 'typeorm';

/** A dress's booking rules. Plain ADD COLUMN: nullable columns need no table copy on SQLite. */
export class SqliteProductBookingRules1797210000001 implements MigrationInterface {
  name = 'SqliteProductBookingRules1797210000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD COLUMN "minNoticeDays" integer`);
    await queryRunner.query(`ALTER TABLE "products" ADD COLUMN "availableFrom" varchar(10)`);
    await queryRunner.query(`ALTER TABLE "products" ADD COLUMN "availableUntil" varchar(10)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "availableUntil"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "availableFrom"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "minNoticeDays"`);
  }
}
