import { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes for the admin lists' filters and sorts (status, period, email, total) and the dashboard summary. */
export class AdminListIndexes1795900000000 implements MigrationInterface {
  name = 'AdminListIndexes1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_orders_status_created_at\` ON \`orders\` (\`status\`, \`createdAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_customer_email\` ON \`orders\` (\`customerEmail\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_total\` ON \`orders\` (\`total\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_lender_accounts_status_created_at\` ON \`lender_accounts\` (\`status\`, \`createdAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_lender_accounts_created_at\` ON \`lender_accounts\` (\`createdAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_dress_listings_status_created_at\` ON \`dress_listings\` (\`status\`, \`createdAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_dress_listings_created_at\` ON \`dress_listings\` (\`createdAt\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_dress_listings_created_at\` ON \`dress_listings\``);
    await queryRunner.query(`DROP INDEX \`IDX_dress_listings_status_created_at\` ON \`dress_listings\``);
    await queryRunner.query(`DROP INDEX \`IDX_lender_accounts_created_at\` ON \`lender_accounts\``);
    await queryRunner.query(`DROP INDEX \`IDX_lender_accounts_status_created_at\` ON \`lender_accounts\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_total\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_customer_email\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_status_created_at\` ON \`orders\``);
  }
}
