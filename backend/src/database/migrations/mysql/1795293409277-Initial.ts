import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795293409277 implements MigrationInterface {
  name = 'Initial1795293409277';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`products\` (\`id\` uuid NOT NULL, \`slug\` varchar(190) NOT NULL, \`name\` varchar(160) NOT NULL, \`description\` text NOT NULL, \`brand\` varchar(80) NULL, \`category\` varchar(40) NOT NULL, \`occasions\` text NOT NULL, \`basePrice\` decimal(10,2) NOT NULL, \`rentalPrice4Day\` decimal(10,2) NULL, \`retailPrice\` decimal(10,2) NULL, \`imageUrls\` text NOT NULL, \`imageUrl\` varchar(2048) NULL, \`availableSizes\` text NOT NULL, \`listingId\` uuid NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_products_slug\` (\`slug\`), INDEX \`IDX_products_created_at\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`cart_items\` (\`id\` uuid NOT NULL, \`sessionId\` varchar(128) NOT NULL, \`productId\` uuid NOT NULL, \`size\` varchar(4) NOT NULL, \`duration\` int NOT NULL, \`quantity\` int NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_cart_items_session\` (\`sessionId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`order_items\` (\`id\` uuid NOT NULL, \`orderId\` uuid NOT NULL, \`productId\` uuid NULL, \`productName\` varchar(160) NOT NULL, \`size\` varchar(4) NOT NULL, \`duration\` int NOT NULL, \`quantity\` int NOT NULL, \`unitPrice\` decimal(10,2) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`orders\` (\`id\` uuid NOT NULL, \`customerName\` varchar(120) NOT NULL, \`customerEmail\` varchar(254) NOT NULL, \`customerPhone\` varchar(20) NOT NULL, \`deliveryAddress\` varchar(500) NOT NULL, \`rentalStartDate\` varchar(10) NOT NULL, \`rentalEndDate\` varchar(10) NOT NULL, \`subtotal\` decimal(10,2) NOT NULL, \`cleaningFee\` decimal(10,2) NOT NULL, \`insurance\` decimal(10,2) NOT NULL, \`total\` decimal(10,2) NOT NULL, \`status\` enum ('pending', 'processing', 'completed') NOT NULL DEFAULT 'pending', \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_orders_created_at\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`idempotency_keys\` (\`key\` varchar(128) NOT NULL, \`requestHash\` varchar(64) NOT NULL, \`orderId\` uuid NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`key\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lender_accounts\` (\`id\` uuid NOT NULL, \`fullName\` varchar(120) NOT NULL, \`email\` varchar(254) NOT NULL, \`phone\` varchar(20) NOT NULL, \`address\` varchar(500) NOT NULL, \`bankAccountName\` varchar(120) NOT NULL, \`sortCodeEncrypted\` varchar(255) NOT NULL, \`accountNumberEncrypted\` varchar(255) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`status\` enum ('pending', 'approved', 'rejected') NOT NULL DEFAULT 'pending', \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`erasedAt\` datetime NULL, UNIQUE INDEX \`UQ_lender_accounts_token_hash\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`dress_listings\` (\`id\` uuid NOT NULL, \`lenderAccountId\` uuid NOT NULL, \`name\` varchar(160) NOT NULL, \`brand\` varchar(80) NOT NULL, \`description\` text NOT NULL, \`category\` varchar(40) NOT NULL, \`condition\` varchar(40) NOT NULL, \`occasion\` varchar(40) NOT NULL, \`sizes\` text NOT NULL, \`originalPrice\` decimal(10,2) NOT NULL, \`rentalPrice2Day\` decimal(10,2) NOT NULL, \`rentalPrice4Day\` decimal(10,2) NOT NULL, \`careInstructions\` text NOT NULL, \`imageUrls\` text NOT NULL, \`status\` enum ('pending', 'approved', 'rejected', 'live') NOT NULL DEFAULT 'pending', \`productId\` uuid NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_dress_listings_lender\` (\`lenderAccountId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`newsletter_subscribers\` (\`id\` uuid NOT NULL, \`email\` varchar(254) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_newsletter_subscribers_email\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`sessions\` (\`id\` varchar(128) NOT NULL, \`data\` text NOT NULL, \`expiresAt\` datetime NOT NULL, INDEX \`IDX_sessions_expires_at\` (\`expiresAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`cart_items\` ADD CONSTRAINT \`FK_72679d98b31c737937b8932ebe6\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_items\` ADD CONSTRAINT \`FK_f1d359a55923bb45b057fbdab0d\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_items\` ADD CONSTRAINT \`FK_cdb99c05982d5191ac8465ac010\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`dress_listings\` ADD CONSTRAINT \`FK_f2cfbcff7f5b528806230bbf08d\` FOREIGN KEY (\`lenderAccountId\`) REFERENCES \`lender_accounts\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`dress_listings\` DROP FOREIGN KEY \`FK_f2cfbcff7f5b528806230bbf08d\``);
    await queryRunner.query(`ALTER TABLE \`order_items\` DROP FOREIGN KEY \`FK_cdb99c05982d5191ac8465ac010\``);
    await queryRunner.query(`ALTER TABLE \`order_items\` DROP FOREIGN KEY \`FK_f1d359a55923bb45b057fbdab0d\``);
    await queryRunner.query(`ALTER TABLE \`cart_items\` DROP FOREIGN KEY \`FK_72679d98b31c737937b8932ebe6\``);
    await queryRunner.query(`DROP INDEX \`IDX_sessions_expires_at\` ON \`sessions\``);
    await queryRunner.query(`DROP TABLE \`sessions\``);
    await queryRunner.query(`DROP INDEX \`UQ_newsletter_subscribers_email\` ON \`newsletter_subscribers\``);
    await queryRunner.query(`DROP TABLE \`newsletter_subscribers\``);
    await queryRunner.query(`DROP INDEX \`IDX_dress_listings_lender\` ON \`dress_listings\``);
    await queryRunner.query(`DROP TABLE \`dress_listings\``);
    await queryRunner.query(`DROP INDEX \`UQ_lender_accounts_token_hash\` ON \`lender_accounts\``);
    await queryRunner.query(`DROP TABLE \`lender_accounts\``);
    await queryRunner.query(`DROP TABLE \`idempotency_keys\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_created_at\` ON \`orders\``);
    await queryRunner.query(`DROP TABLE \`orders\``);
    await queryRunner.query(`DROP TABLE \`order_items\``);
    await queryRunner.query(`DROP INDEX \`IDX_cart_items_session\` ON \`cart_items\``);
    await queryRunner.query(`DROP TABLE \`cart_items\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_created_at\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`UQ_products_slug\` ON \`products\``);
    await queryRunner.query(`DROP TABLE \`products\``);
  }
}
