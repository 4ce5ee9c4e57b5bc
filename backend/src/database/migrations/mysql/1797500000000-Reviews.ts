import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified reviews (docs/decisions/0033-verified-reviews.md): the reviews, each product's rating
 * totals (kept with every review written or hidden) and the hash of each completed order's review link.
 */
export class Reviews1797500000000 implements MigrationInterface {
  name = 'Reviews1797500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`reviews\` (\`id\` varchar(36) NOT NULL, \`productId\` varchar(36) NOT NULL, \`orderId\` varchar(36) NOT NULL, \`orderItemId\` varchar(36) NOT NULL, \`productName\` varchar(160) NOT NULL, \`rating\` int NOT NULL, \`fit\` varchar(16) NOT NULL, \`text\` text NOT NULL, \`photoUrl\` varchar(2048) NULL, \`author\` varchar(80) NOT NULL, \`hidden\` tinyint NOT NULL DEFAULT 0, \`hiddenReason\` varchar(500) NULL, \`hiddenAt\` datetime NULL, \`createdAt\` datetime(3) NOT NULL, INDEX \`IDX_reviews_product_visible\` (\`productId\`, \`hidden\`, \`createdAt\`), INDEX \`IDX_reviews_created\` (\`createdAt\`), UNIQUE INDEX \`UQ_reviews_order_item\` (\`orderItemId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`products\` ADD \`ratingCount\` int NOT NULL DEFAULT 0, ADD \`ratingSum\` int NOT NULL DEFAULT 0, ADD \`fitRunsSmall\` int NOT NULL DEFAULT 0, ADD \`fitTrueToSize\` int NOT NULL DEFAULT 0, ADD \`fitRunsLarge\` int NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`reviewTokenHash\` varchar(64) NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX \`UQ_orders_review_token\` ON \`orders\` (\`reviewTokenHash\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_orders_review_token\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`reviewTokenHash\``);
    await queryRunner.query(
      `ALTER TABLE \`products\` DROP COLUMN \`fitRunsLarge\`, DROP COLUMN \`fitTrueToSize\`, DROP COLUMN \`fitRunsSmall\`, DROP COLUMN \`ratingSum\`, DROP COLUMN \`ratingCount\``,
    );
    await queryRunner.query(`DROP TABLE \`reviews\``);
  }
}
