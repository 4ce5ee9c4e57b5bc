import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillProductIndex } from '../product-index-fill';

export class CatalogueQuery1795700000001 implements MigrationInterface {
  name = 'CatalogueQuery1795700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "product_sizes" ("productId" varchar NOT NULL, "size" varchar(4) NOT NULL, CONSTRAINT "FK_699f5366c2ebf46a77589bd225e" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("productId", "size"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_product_sizes_size" ON "product_sizes" ("size", "productId") `);
    await queryRunner.query(
      `CREATE TABLE "product_occasions" ("productId" varchar NOT NULL, "occasion" varchar(40) NOT NULL, CONSTRAINT "FK_5485b8fcdc0250e9c93ad8ffcfb" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("productId", "occasion"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_product_occasions_occasion" ON "product_occasions" ("occasion", "productId") `);
    await queryRunner.query(
      `CREATE TABLE "product_words" ("productId" varchar NOT NULL, "word" varchar(40) NOT NULL, CONSTRAINT "FK_d1649979c74f2d81788a8e7f4dd" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("productId", "word"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_product_words_word" ON "product_words" ("word", "productId") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_window" ON "bookings" ("holdUntil", "holdFrom") `);
    await queryRunner.query(`CREATE INDEX "IDX_products_brand" ON "products" ("brand") `);
    await queryRunner.query(`CREATE INDEX "IDX_products_category" ON "products" ("category") `);
    await queryRunner.query(`CREATE INDEX "IDX_products_base_price" ON "products" ("basePrice") `);
    await fillProductIndex(queryRunner, (name) => `"${name}"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_products_base_price"`);
    await queryRunner.query(`DROP INDEX "IDX_products_category"`);
    await queryRunner.query(`DROP INDEX "IDX_products_brand"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_window"`);
    await queryRunner.query(`DROP TABLE "product_words"`);
    await queryRunner.query(`DROP TABLE "product_occasions"`);
    await queryRunner.query(`DROP TABLE "product_sizes"`);
  }
}
