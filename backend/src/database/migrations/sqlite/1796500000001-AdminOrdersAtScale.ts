import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillOrderSearchAndTallies } from '../order-search-fill';

/**
 * The admin's orders at scale (docs/decisions/0025-admin-orders-at-scale.md): the search word index
 * and the dashboard's running tallies, filled from the orders stored; the list's indexes end in the
 * id (new indexes replace the ones they extend; no table is rebuilt).
 */
export class SqliteAdminOrdersAtScale1796500000001 implements MigrationInterface {
  name = 'SqliteAdminOrdersAtScale1796500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_words" ("orderId" varchar NOT NULL, "word" varchar(40) NOT NULL, CONSTRAINT "FK_12a9e501fe5af0722a42a901eaf" FOREIGN KEY ("orderId") REFERENCES "orders" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("orderId", "word"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_order_words_word" ON "order_words" ("word", "orderId") `);
    await queryRunner.query(`CREATE TABLE "order_tallies" ("name" varchar(32) PRIMARY KEY NOT NULL, "value" bigint NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_status_created_at_id" ON "orders" ("status", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created_at_id" ON "orders" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_total_id" ON "orders" ("total", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_status_total_id" ON "orders" ("status", "total", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_orders_status_created_at"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_created_at"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_total"`);
    await queryRunner.query(`CREATE INDEX "IDX_order_items_order_id" ON "order_items" ("orderId") `);
    await fillOrderSearchAndTallies(queryRunner, (name) => `"${name}"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_order_items_order_id"`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_total" ON "orders" ("total") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created_at" ON "orders" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_status_created_at" ON "orders" ("status", "createdAt") `);
    await queryRunner.query(`DROP INDEX "IDX_orders_status_total_id"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_total_id"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_created_at_id"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_status_created_at_id"`);
    await queryRunner.query(`DROP TABLE "order_tallies"`);
    await queryRunner.query(`DROP TABLE "order_words"`);
  }
}
