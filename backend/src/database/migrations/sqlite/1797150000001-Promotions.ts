import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promo codes and their redemptions, an order's discount and code (ADD COLUMN: no table rebuild), and
 * the banner's GETDRESSED (£10 off a renter's first order, once per e-mail) on every database
 * (docs/decisions/0030-promotions-are-the-shops-cost.md).
 */
export class SqlitePromotions1797150000001 implements MigrationInterface {
  name = 'SqlitePromotions1797150000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "promotions" ("id" varchar(36) PRIMARY KEY NOT NULL, "code" varchar(32) NOT NULL, "description" varchar(160) NOT NULL DEFAULT (''), "kind" varchar CHECK( "kind" IN ('fixed','percent') ) NOT NULL, "amountOff" decimal(10,2), "percentOff" integer, "minSpend" decimal(10,2), "validFrom" varchar(10), "validTo" varchar(10), "totalLimit" integer, "perRenterLimit" integer, "firstOrderOnly" boolean NOT NULL DEFAULT (0), "endedAt" datetime, "redemptionCount" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL, "updatedAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_promotions_code" ON "promotions" ("code") `);
    await queryRunner.query(
      `CREATE TABLE "promotion_redemptions" ("id" varchar(36) PRIMARY KEY NOT NULL, "promotionId" varchar(36) NOT NULL, "orderId" varchar(36) NOT NULL, "renterEmail" varchar(254) NOT NULL, "discount" decimal(10,2) NOT NULL, "createdAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_promotion_redemptions_renter" ON "promotion_redemptions" ("promotionId", "renterEmail") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_promotion_redemptions_order" ON "promotion_redemptions" ("orderId") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "discount" decimal(10,2) NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "promoCode" varchar(32)`);
    await queryRunner.query(
      `INSERT INTO "promotions" ("id", "code", "description", "kind", "amountOff", "perRenterLimit", "firstOrderOnly", "createdAt", "updatedAt") ` +
        `VALUES ('6d1f0c2a-5b7e-4c1d-9a3e-0e7c4b2f9a10', 'GETDRESSED', '£10 off your first rental', 'fixed', 10.00, 1, 1, datetime('now'), datetime('now'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "promoCode"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "discount"`);
    await queryRunner.query(`DROP INDEX "UQ_promotion_redemptions_order"`);
    await queryRunner.query(`DROP INDEX "IDX_promotion_redemptions_renter"`);
    await queryRunner.query(`DROP TABLE "promotion_redemptions"`);
    await queryRunner.query(`DROP INDEX "UQ_promotions_code"`);
    await queryRunner.query(`DROP TABLE "promotions"`);
  }
}
