import { MigrationInterface, QueryRunner } from 'typeorm';

/** Which lender blocked days of her own dress (null for the admin's blocks and for orders). */
export class LenderBlocks1796200000000 implements MigrationInterface {
  name = 'LenderBlocks1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`bookings\` ADD \`lenderAccountId\` uuid NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP COLUMN \`lenderAccountId\``);
  }
}
