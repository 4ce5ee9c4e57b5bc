import { MigrationInterface, QueryRunner } from 'typeorm';

/** A dispatched order's carrier and parcel reference (ADD COLUMN: nullable, so no table rebuild). */
export class SqliteOrderTracking1797200000001 implements MigrationInterface {
  name = 'SqliteOrderTracking1797200000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "carrier" varchar(20)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "trackingReference" varchar(30)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "trackingReference"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "carrier"`);
  }
}
