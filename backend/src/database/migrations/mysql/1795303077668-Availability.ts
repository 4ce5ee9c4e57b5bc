import { MigrationInterface, QueryRunner } from 'typeorm';

export class Availability1795303077668 implements MigrationInterface {
  name = 'Availability1795303077668';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`bookings\` (\`id\` uuid NOT NULL, \`productId\` uuid NOT NULL, \`size\` varchar(4) NOT NULL, \`units\` int NOT NULL, \`kind\` enum ('order', 'block') NOT NULL, \`startDate\` varchar(10) NOT NULL, \`endDate\` varchar(10) NOT NULL, \`holdFrom\` varchar(10) NOT NULL, \`holdUntil\` varchar(10) NOT NULL, \`orderId\` uuid NULL, \`note\` varchar(200) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_bookings_product_hold\` (\`productId\`, \`holdUntil\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`products\` ADD \`stock\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`order_items\` ADD \`startDate\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`order_items\` ADD \`endDate\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`cart_items\` ADD \`startDate\` varchar(10) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`orders\` CHANGE \`status\` \`status\` enum ('pending', 'processing', 'completed', 'cancelled') NOT NULL DEFAULT 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD CONSTRAINT \`FK_679a3b39e03e6075539f35bd1e7\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD CONSTRAINT \`FK_75fb0041cf03c96a8b905c5bf81\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP FOREIGN KEY \`FK_75fb0041cf03c96a8b905c5bf81\``);
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP FOREIGN KEY \`FK_679a3b39e03e6075539f35bd1e7\``);
    await queryRunner.query(
      `ALTER TABLE \`orders\` CHANGE \`status\` \`status\` enum ('pending', 'processing', 'completed') NOT NULL DEFAULT 'pending'`,
    );
    await queryRunner.query(`ALTER TABLE \`cart_items\` DROP COLUMN \`startDate\``);
    await queryRunner.query(`ALTER TABLE \`order_items\` DROP COLUMN \`endDate\``);
    await queryRunner.query(`ALTER TABLE \`order_items\` DROP COLUMN \`startDate\``);
    await queryRunner.query(`ALTER TABLE \`products\` DROP COLUMN \`stock\``);
    await queryRunner.query(`DROP INDEX \`IDX_bookings_product_hold\` ON \`bookings\``);
    await queryRunner.query(`DROP TABLE \`bookings\``);
  }
}
