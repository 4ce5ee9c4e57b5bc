import { MigrationInterface, QueryRunner } from 'typeorm';

/** Receiving dresses back and damage claims: condition records, claims, charges owed after an order, the earnings' claim hold. */
export class ClaimsAndConditionRecords1797700000000 implements MigrationInterface {
  name = 'ClaimsAndConditionRecords1797700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`owed_charges\` (\`id\` varchar(36) NOT NULL, \`orderId\` varchar(36) NOT NULL, \`amountPence\` int NOT NULL, \`reason\` varchar(500) NOT NULL, \`source\` varchar(64) NOT NULL, \`createdAt\` datetime NOT NULL, \`collectedAt\` datetime NULL, INDEX \`IDX_owed_charges_order\` (\`orderId\`), UNIQUE INDEX \`UQ_owed_charges_source\` (\`source\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`condition_records\` (\`id\` varchar(36) NOT NULL, \`orderId\` varchar(36) NOT NULL, \`orderItemId\` varchar(36) NOT NULL, \`lenderAccountId\` varchar(36) NULL, \`productName\` varchar(160) NOT NULL, \`size\` varchar(4) NOT NULL, \`kind\` enum ('dispatch', 'return') NOT NULL, \`condition\` enum ('as-sent', 'needs-cleaning', 'damaged', 'missing-items') NULL, \`note\` varchar(1000) NULL, \`photos\` text NOT NULL, \`recordedBy\` enum ('admin', 'lender') NOT NULL, \`receivedOn\` varchar(10) NULL, \`recordedAt\` datetime NOT NULL, INDEX \`IDX_condition_records_order\` (\`orderId\`), INDEX \`IDX_condition_records_lender\` (\`lenderAccountId\`, \`recordedAt\`), UNIQUE INDEX \`UQ_condition_records_item_kind\` (\`orderItemId\`, \`kind\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`claims\` (\`id\` varchar(36) NOT NULL, \`orderId\` varchar(36) NOT NULL, \`orderItemId\` varchar(36) NOT NULL, \`lenderAccountId\` varchar(36) NULL, \`productName\` varchar(160) NOT NULL, \`size\` varchar(4) NOT NULL, \`status\` enum ('open', 'answered', 'decided') NOT NULL DEFAULT 'open', \`openedBy\` enum ('admin', 'lender') NOT NULL, \`description\` varchar(2000) NOT NULL, \`photos\` text NOT NULL, \`amountPence\` int NOT NULL, \`openedAt\` datetime NOT NULL, \`answerDueAt\` datetime NOT NULL, \`answer\` varchar(2000) NULL, \`answerPhoto\` varchar(200) NULL, \`answeredAt\` datetime NULL, \`decision\` enum ('charge-renter', 'insurance', 'reject') NULL, \`decidedPence\` int NULL, \`decisionNote\` varchar(1000) NULL, \`decidedAt\` datetime NULL, INDEX \`IDX_claims_order\` (\`orderId\`), UNIQUE INDEX \`UQ_claims_order_item\` (\`orderItemId\`), INDEX \`IDX_claims_lender_opened\` (\`lenderAccountId\`, \`openedAt\`, \`id\`), INDEX \`IDX_claims_status_opened\` (\`status\`, \`openedAt\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`earnings\` ADD \`claimWindowEndsAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`earnings\` ADD \`claimOpen\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`earnings\` DROP COLUMN \`claimOpen\``);
    await queryRunner.query(`ALTER TABLE \`earnings\` DROP COLUMN \`claimWindowEndsAt\``);
    await queryRunner.query(`DROP TABLE \`claims\``);
    await queryRunner.query(`DROP TABLE \`condition_records\``);
    await queryRunner.query(`DROP TABLE \`owed_charges\``);
  }
}
