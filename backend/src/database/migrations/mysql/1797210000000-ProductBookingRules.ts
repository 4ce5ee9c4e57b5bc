import { MigrationInterface, QueryRunner } from 'typeorm';

/** A dress's booking rules: minimum notice and the first and last start date (all optional). */
export class ProductBookingRules1797210000000 implements MigrationInterface {
  name = 'ProductBookingRules1797210000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`products\` ADD \`minNoticeDays\` int NULL, ADD \`availableFrom\` varchar(10) NULL, ADD \`availableUntil\` varchar(10) NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`products\` DROP COLUMN \`availableUntil\`, DROP COLUMN \`availableFrom\`, DROP COLUMN \`minNoticeDays\``,
    );
  }
}
