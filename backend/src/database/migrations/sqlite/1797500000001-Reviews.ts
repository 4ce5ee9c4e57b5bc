import { MigrationInterface, QueryRunner } from 'typeorm';

/** Verified reviews, each product's rating totals and the review link's hash (ADD COLUMN: no table rebuild). */
export class SqliteReviews1797500000001 implements MigrationInterface {
  name = 'SqliteReviews1797500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reviews" ("id" varchar(36) PRIMARY KEY NOT NULL, "productId" varchar(36) NOT NULL, "orderId" varchar(36) NOT NULL, "orderItemId" varchar(36) NOT NULL, "productName" varchar(160) NOT NULL, "rating" integer NOT NULL, "fit" varchar(16) NOT NULL, "text" text NOT NULL, "photoUrl" varchar(2048), "author" varchar(80) NOT NULL, "hidden" boolean NOT NULL DEFAULT (0), "hiddenReason" varchar(500), "hiddenAt" datetime, "createdAt" datetime(3) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reviews_product_visible" ON "reviews" ("productId", "hidden", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_reviews_created" ON "reviews" ("createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_reviews_order_item" ON "reviews" ("orderItemId") `);
    for (const column of ['ratingCount', 'ratingSum', 'fitRunsSmall', 'fitTrueToSize', 'fitRunsLarge']) {
      await queryRunner.query(`ALTER TABLE "products" ADD COLUMN "${column}" integer NOT NULL DEFAULT (0)`);
    }
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "reviewTokenHash" varchar(64)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_orders_review_token" ON "orders" ("reviewTokenHash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_orders_review_token"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "reviewTokenHash"`);
    for (const column of ['fitRunsLarge', 'fitTrueToSize', 'fitRunsSmall', 'ratingSum', 'ratingCount']) {
      await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP INDEX "UQ_reviews_order_item"`);
    await queryRunner.query(`DROP INDEX "IDX_reviews_created"`);
    await queryRunner.query(`DROP INDEX "IDX_reviews_product_visible"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
  }
}
