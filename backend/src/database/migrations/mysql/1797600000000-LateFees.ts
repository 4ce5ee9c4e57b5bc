import { MigrationInterface, QueryRunner } from 'typeorm';

/** Overdue orders and their late fees; the card saved at checkout, with consent, for later charges. */
export class LateFees1797600000000 implements MigrationInterface {
  name = 'LateFees1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`late_fees\` (\`id\` varchar(36) NOT NULL, \`orderId\` varchar(36) NOT NULL, \`day\` varchar(10) NOT NULL, \`amountPence\` int NOT NULL, \`state\` enum ('charged', 'owed', 'failed') NOT NULL, \`providerReference\` varchar(255) NULL, \`failureCode\` varchar(64) NULL, \`createdAt\` datetime NOT NULL, \`updatedAt\` datetime NOT NULL, UNIQUE INDEX \`UQ_late_fees_order_day\` (\`orderId\`, \`day\`), INDEX \`IDX_late_fees_state_created_id\` (\`state\`, \`createdAt\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`orders\` ADD \`overdueSince\` varchar(10) NULL, ADD \`lateFeeCapPence\` int NULL, ADD \`overdueNoticeDay\` varchar(10) NULL, ADD \`notReturnedReportedAt\` datetime NULL`,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_orders_not_returned_id\` ON \`orders\` (\`notReturnedReportedAt\`, \`id\`)`);
    await queryRunner.query(
      `ALTER TABLE \`order_payments\` ADD \`chargesConsentAt\` datetime NULL, ADD \`customerId\` varchar(255) NULL, ADD \`paymentMethodId\` varchar(255) NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`order_payments\` DROP COLUMN \`paymentMethodId\`, DROP COLUMN \`customerId\`, DROP COLUMN \`chargesConsentAt\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_orders_not_returned_id\` ON \`orders\``);
    await queryRunner.query(
      `ALTER TABLE \`orders\` DROP COLUMN \`notReturnedReportedAt\`, DROP COLUMN \`overdueNoticeDay\`, DROP COLUMN \`lateFeeCapPence\`, DROP COLUMN \`overdueSince\``,
    );
    await queryRunner.query(`DROP TABLE \`late_fees\``);
  }
}
