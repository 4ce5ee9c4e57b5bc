import { MigrationInterface, QueryRunner } from 'typeorm';

/** Bookings as requests: each order line's answer, and the shop's dresses that wait for the admin's. */
export class LineRequests1797300000000 implements MigrationInterface {
  name = 'LineRequests1797300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`requiresApproval\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE \`order_items\` ADD \`lenderAccountId\` varchar(36) NULL, ` +
        `ADD \`requestState\` enum ('requested', 'accepted', 'declined', 'expired') NOT NULL DEFAULT 'accepted', ` +
        `ADD \`requestDeadline\` datetime NULL, ADD \`answeredAt\` datetime NULL, ` +
        `ADD \`answeredBy\` enum ('lender', 'admin', 'shop', 'expiry') NULL, ` +
        `ADD \`declineReason\` varchar(20) NULL, ADD \`declineNote\` varchar(500) NULL`,
    );
    // The lender of lines placed before: her earning names her.
    await queryRunner.query(
      `UPDATE \`order_items\` i JOIN \`earnings\` e ON e.\`orderItemId\` = i.\`id\` SET i.\`lenderAccountId\` = e.\`lenderAccountId\``,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_order_items_request_deadline\` ON \`order_items\` (\`requestState\`, \`requestDeadline\`)`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_order_items_lender_request\` ON \`order_items\` (\`lenderAccountId\`, \`requestState\`, \`requestDeadline\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_order_items_lender_request\` ON \`order_items\``);
    await queryRunner.query(`DROP INDEX \`IDX_order_items_request_deadline\` ON \`order_items\``);
    await queryRunner.query(
      `ALTER TABLE \`order_items\` DROP COLUMN \`declineNote\`, DROP COLUMN \`declineReason\`, DROP COLUMN \`answeredBy\`, ` +
        `DROP COLUMN \`answeredAt\`, DROP COLUMN \`requestDeadline\`, DROP COLUMN \`requestState\`, DROP COLUMN \`lenderAccountId\``,
    );
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`requiresApproval\``);
  }
}
