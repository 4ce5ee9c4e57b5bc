import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promo codes and their redemptions, an order's discount and code, and the banner's GETDRESSED
 * (£10 off a renter's first order, once per e-mail) on every database
 * (docs/decisions/0030-promotions-are-the-shops-cost.md).
 */
export class Promotions1797150000000 implements MigrationInterface {
  name = 'Promotions1797150000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`promotions\` (\`id\` varchar(36) NOT NULL, \`code\` varchar(32) NOT NULL, \`description\` varchar(160) NOT NULL DEFAULT '', \`kind\` enum ('fixed', 'percent') NOT NULL, \`amountOff\` decimal(10,2) NULL, \`percentOff\` int NULL, \`minSpend\` decimal(10,2) NULL, \`validFrom\` varchar(10) NULL, \`validTo\` varchar(10) NULL, \`totalLimit\` int NULL, \`perRenterLimit\` int NULL, \`firstOrderOnly\` tinyint NOT NULL DEFAULT 0, \`endedAt\` datetime NULL, \`redemptionCount\` int NOT NULL DEFAULT 0, \`createdAt\` datetime NOT NULL, \`updatedAt\` datetime NOT NULL, UNIQUE INDEX \`UQ_promotions_code\` (\`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`promotion_redemptions\` (\`id\` varchar(36) NOT NULL, \`promotionId\` varchar(36) NOT NULL, \`orderId\` varchar(36) NOT NULL, \`renterEmail\` varchar(254) NOT NULL, \`discount\` decimal(10,2) NOT NULL, \`createdAt\` datetime NOT NULL, INDEX \`IDX_promotion_redemptions_renter\` (\`promotionId\`, \`renterEmail\`), UNIQUE INDEX \`UQ_promotion_redemptions_order\` (\`orderId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`discount\` decimal(10,2) NOT NULL DEFAULT 0, ADD \`promoCode\` varchar(32) NULL`);
    await queryRunner.query(
      `INSERT INTO \`promotions\` (\`id\`, \`code\`, \`description\`, \`kind\`, \`amountOff\`, \`perRenterLimit\`, \`firstOrderOnly\`, \`createdAt\`, \`updatedAt\`) ` +
        `VALUES ('6d1f0c2a-5b7e-4c1d-9a3e-0e7c4b2f9a10', 'GETDRESSED', '£10 off your first rental', 'fixed', 10.00, 1, 1, UTC_TIMESTAMP(), UTC_TIMESTAMP())`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`promoCode\`, DROP COLUMN \`discount\``);
    await queryRunner.query(`DROP TABLE \`promotion_redemptions\``);
    await queryRunner.query(`DROP TABLE \`promotions\``);
  }
}
