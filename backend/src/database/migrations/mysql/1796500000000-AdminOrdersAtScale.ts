import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillOrderSearchAndTallies } from '../order-search-fill';

/**
 * The admin's orders at scale (docs/decisions/0025-admin-orders-at-scale.md): the search word index
 * and the dashboard's running tallies, filled from the orders stored; the list's indexes end in the id.
 */
export class AdminOrdersAtScale1796500000000 implements MigrationInterface {
  name = 'AdminOrdersAtScale1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`order_words\` (\`orderId\` uuid NOT NULL, \`word\` varchar(40) NOT NULL, INDEX \`IDX_order_words_word\` (\`word\`, \`orderId\`), PRIMARY KEY (\`orderId\`, \`word\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`order_words\` ADD CONSTRAINT \`FK_12a9e501fe5af0722a42a901eaf\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE \`order_tallies\` (\`name\` varchar(32) NOT NULL, \`value\` bigint NOT NULL DEFAULT '0', PRIMARY KEY (\`name\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_orders_status_created_at_id\` ON \`orders\` (\`status\`, \`createdAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_created_at_id\` ON \`orders\` (\`createdAt\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_total_id\` ON \`orders\` (\`total\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_status_total_id\` ON \`orders\` (\`status\`, \`total\`, \`id\`)`);
    await queryRunner.query(`DROP INDEX \`IDX_orders_status_created_at\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_created_at\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_total\` ON \`orders\``);
    await queryRunner.query(`CREATE INDEX \`IDX_order_items_order_id\` ON \`order_items\` (\`orderId\`)`);
    await fillOrderSearchAndTallies(queryRunner, (name) => `\`${name}\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_order_items_order_id\` ON \`order_items\``);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_total\` ON \`orders\` (\`total\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_created_at\` ON \`orders\` (\`createdAt\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_status_created_at\` ON \`orders\` (\`status\`, \`createdAt\`)`);
    await queryRunner.query(`DROP INDEX \`IDX_orders_status_total_id\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_total_id\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_created_at_id\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_status_created_at_id\` ON \`orders\``);
    await queryRunner.query(`DROP TABLE \`order_tallies\``);
    await queryRunner.query(`ALTER TABLE \`order_words\` DROP FOREIGN KEY \`FK_12a9e501fe5af0722a42a901eaf\``);
    await queryRunner.query(`DROP TABLE \`order_words\``);
  }
}
