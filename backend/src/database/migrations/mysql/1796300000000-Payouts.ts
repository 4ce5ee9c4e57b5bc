import { MigrationInterface, QueryRunner } from 'typeorm';

/** Lenders' earnings, the monthly payout runs, their payouts and the bank-file download log. */
export class Payouts1796300000000 implements MigrationInterface {
  name = 'Payouts1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`earnings\` (\`id\` varchar(36) NOT NULL, \`lenderAccountId\` varchar(36) NOT NULL, \`orderId\` varchar(36) NOT NULL, \`orderItemId\` varchar(36) NOT NULL, \`productName\` varchar(160) NOT NULL, \`size\` varchar(4) NOT NULL, \`startDate\` varchar(10) NOT NULL, \`endDate\` varchar(10) NOT NULL, \`rentalFeePence\` int NOT NULL, \`amountPence\` int NOT NULL, \`status\` enum ('pending', 'earned', 'cancelled', 'paid') NOT NULL DEFAULT 'pending', \`earnedOn\` varchar(10) NULL, \`payoutId\` varchar(36) NULL, \`createdAt\` datetime NOT NULL, INDEX \`IDX_earnings_order\` (\`orderId\`), UNIQUE INDEX \`UQ_earnings_order_item\` (\`orderItemId\`), INDEX \`IDX_earnings_payout\` (\`payoutId\`), INDEX \`IDX_earnings_lender_created\` (\`lenderAccountId\`, \`createdAt\`), INDEX \`IDX_earnings_status_earned_on\` (\`status\`, \`earnedOn\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`payout_runs\` (\`id\` varchar(36) NOT NULL, \`period\` varchar(7) NOT NULL, \`status\` enum ('scheduled', 'paid') NOT NULL DEFAULT 'scheduled', \`payoutCount\` int NOT NULL, \`totalPence\` int NOT NULL, \`skippedLenders\` int NOT NULL, \`createdAt\` datetime NOT NULL, \`paidAt\` datetime NULL, UNIQUE INDEX \`UQ_payout_runs_period\` (\`period\`), INDEX \`IDX_payout_runs_created\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`payouts\` (\`id\` varchar(36) NOT NULL, \`runId\` varchar(36) NOT NULL, \`lenderAccountId\` varchar(36) NOT NULL, \`period\` varchar(7) NOT NULL, \`amountPence\` int NOT NULL, \`earningCount\` int NOT NULL, \`status\` enum ('scheduled', 'paid') NOT NULL DEFAULT 'scheduled', \`paidAt\` datetime NULL, UNIQUE INDEX \`UQ_payouts_run_lender\` (\`runId\`, \`lenderAccountId\`), INDEX \`IDX_payouts_lender_period\` (\`lenderAccountId\`, \`period\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`payout_file_downloads\` (\`id\` varchar(36) NOT NULL, \`runId\` varchar(36) NOT NULL, \`downloadedBy\` varchar(64) NOT NULL, \`clientAddress\` varchar(64) NULL, \`downloadedAt\` datetime NOT NULL, INDEX \`IDX_payout_file_downloads_run\` (\`runId\`, \`downloadedAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`payout_file_downloads\``);
    await queryRunner.query(`DROP TABLE \`payouts\``);
    await queryRunner.query(`DROP TABLE \`payout_runs\``);
    await queryRunner.query(`DROP TABLE \`earnings\``);
  }
}
