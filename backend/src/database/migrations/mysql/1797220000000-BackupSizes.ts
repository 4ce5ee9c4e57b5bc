import { MigrationInterface, QueryRunner } from 'typeorm';

/** The free backup size: a cart line's second size, and the order line and booking it becomes. */
export class BackupSizes1797220000000 implements MigrationInterface {
  name = 'BackupSizes1797220000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`cart_items\` ADD \`backupSize\` varchar(4) NULL`);
    await queryRunner.query(`ALTER TABLE \`order_items\` ADD \`isBackup\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`bookings\` ADD \`isBackup\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP COLUMN \`isBackup\``);
    await queryRunner.query(`ALTER TABLE \`order_items\` DROP COLUMN \`isBackup\``);
    await queryRunner.query(`ALTER TABLE \`cart_items\` DROP COLUMN \`backupSize\``);
  }
}
