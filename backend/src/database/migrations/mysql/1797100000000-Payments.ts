import { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments: each order's payment, every movement of money, and the provider events already handled. */
export class Payments1797100000000 implements MigrationInterface {
  name = 'Payments1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`order_payments\` (\`orderId\` varchar(36) NOT NULL, \`provider\` enum ('manual', 'stripe') NOT NULL, \`status\` enum ('awaiting-payment', 'authorised', 'paid', 'partially-refunded', 'refunded', 'void') NOT NULL DEFAULT 'awaiting-payment', \`amountPence\` int NOT NULL, \`authorisedPence\` int NOT NULL DEFAULT 0, \`paidPence\` int NOT NULL DEFAULT 0, \`refundedPence\` int NOT NULL DEFAULT 0, \`checkoutSessionId\` varchar(255) NULL, \`paymentIntentId\` varchar(255) NULL, \`checkoutUrl\` varchar(2048) NULL, \`holdExpiresAt\` datetime NULL, \`authorisedAt\` datetime NULL, \`createdAt\` datetime NOT NULL, \`updatedAt\` datetime NOT NULL, UNIQUE INDEX \`UQ_order_payments_session\` (\`checkoutSessionId\`), INDEX \`IDX_order_payments_intent\` (\`paymentIntentId\`), INDEX \`IDX_order_payments_status_hold\` (\`status\`, \`holdExpiresAt\`), INDEX \`IDX_order_payments_status_authorised\` (\`status\`, \`authorisedAt\`), PRIMARY KEY (\`orderId\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`payment_movements\` (\`id\` varchar(36) NOT NULL, \`orderId\` varchar(36) NOT NULL, \`kind\` enum ('authorised', 'captured', 'released', 'refunded', 'recorded') NOT NULL, \`amountPence\` int NOT NULL, \`method\` varchar(32) NULL, \`providerReference\` varchar(255) NULL, \`reason\` varchar(500) NULL, \`createdAt\` datetime NOT NULL, INDEX \`IDX_payment_movements_order\` (\`orderId\`, \`createdAt\`), INDEX \`IDX_payment_movements_kind_created\` (\`kind\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`processed_payment_events\` (\`eventId\` varchar(255) NOT NULL, \`type\` varchar(100) NOT NULL, \`processedAt\` datetime NOT NULL, PRIMARY KEY (\`eventId\`)) ENGINE=InnoDB`,
    );
    // Earnings are paid out only once their order's money is taken (captured or recorded); those
    // written before payments existed keep being payable as they were.
    await queryRunner.query(`ALTER TABLE \`earnings\` ADD \`funded\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE \`earnings\` SET \`funded\` = 1`);
    // Orders placed before payments existed: awaiting a payment the admin records, or nothing if cancelled.
    await queryRunner.query(
      `INSERT INTO \`order_payments\` (\`orderId\`, \`provider\`, \`status\`, \`amountPence\`, \`createdAt\`, \`updatedAt\`) SELECT \`id\`, 'manual', CASE \`status\` WHEN 'cancelled' THEN 'void' ELSE 'awaiting-payment' END, ROUND(\`total\` * 100), \`createdAt\`, \`createdAt\` FROM \`orders\``,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`earnings\` DROP COLUMN \`funded\``);
    await queryRunner.query(`DROP TABLE \`processed_payment_events\``);
    await queryRunner.query(`DROP TABLE \`payment_movements\``);
    await queryRunner.query(`DROP TABLE \`order_payments\``);
  }
}
