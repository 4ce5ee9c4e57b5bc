import { MigrationInterface, QueryRunner } from 'typeorm';

/** When an order's return reminder was queued, so the daily job sends it once (nullable: none sent yet). */
export class ReturnReminders1797230000000 implements MigrationInterface {
  name = 'ReturnReminders1797230000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`returnReminderSentAt\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`returnReminderSentAt\``);
  }
}
