import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillProductIndex } from '../product-index-fill';

/**
 * The catalogue's narrow tables (product_sizes, product_occasions, product_words) go: the catalogue
 * query answers from each replica's in-memory index since docs/decisions/0024-catalogue-in-memory-index.md,
 * and nothing read them any more. `down` brings them back filled from the products.
 */
export class SqliteDropCatalogueNarrowTables1796700000001 implements MigrationInterface {
  name = 'SqliteDropCatalogueNarrowTables1796700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "product_words"`);
    await queryRunner.query(`DROP TABLE "product_occasions"`);
    await queryRunner.query(`DROP TABLE "product_sizes"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
    await fillProductIndex(queryRunner, (name) => `"${name}"`);
  }
}
