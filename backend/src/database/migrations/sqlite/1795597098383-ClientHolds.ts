import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who placed each order, for the bound on what one client holds unconfirmed; plain ADD COLUMN keeps order_items intact. */
export class ClientHolds1795597098383 implements MigrationInterface {
  name = 'ClientHolds1795597098383';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "hold_locks" ("id" integer PRIMARY KEY NOT NULL)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "clientAddress" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "clientEmail" varchar(254)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "clientPhone" varchar(20)`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_client_address" ON "orders" ("clientAddress") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_client_email" ON "orders" ("clientEmail") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_client_phone" ON "orders" ("clientPhone") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_orders_client_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_client_email"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_client_address"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "clientPhone"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "clientEmail"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "clientAddress"`);
    await queryRunner.query(`DROP TABLE "hold_locks"`);
  }
}
