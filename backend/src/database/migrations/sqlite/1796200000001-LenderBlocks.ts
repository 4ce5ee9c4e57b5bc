import { MigrationInterface, QueryRunner } from 'typeorm';

/** Which lender blocked days of her own dress (ADD COLUMN: no table rebuild). */
export class LenderBlocks1796200000001 implements MigrationInterface {
  name = 'LenderBlocks1796200000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" ADD COLUMN "lenderAccountId" varchar`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "lenderAccountId"`);
  }
}
