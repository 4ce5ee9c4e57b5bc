import { MigrationInterface, QueryRunner } from 'typeorm';

/** When an order's return reminder was queued (ADD COLUMN: nullable, so no table rebuild). */
export class SqliteReturnReminders1797230000001 implements MigrationInterface {
  name = 'SqliteReturnReminders1797230000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "returnReminderSentAt" datetime`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "returnReminderSentAt"`);
  }
}
