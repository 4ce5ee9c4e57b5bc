import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillProductIndex } from '../product-index-fill';

export class CatalogueQuery1795700000000 implements MigrationInterface {
  name = 'CatalogueQuery1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`product_sizes\` (\`productId\` uuid NOT NULL, \`size\` varchar(4) NOT NULL, INDEX \`IDX_product_sizes_size\` (\`size\`, \`productId\`), PRIMARY KEY (\`productId\`, \`size\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_occasions\` (\`productId\` uuid NOT NULL, \`occasion\` varchar(40) NOT NULL, INDEX \`IDX_product_occasions_occasion\` (\`occasion\`, \`productId\`), PRIMARY KEY (\`productId\`, \`occasion\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_words\` (\`productId\` uuid NOT NULL, \`word\` varchar(40) NOT NULL, INDEX \`IDX_product_words_word\` (\`word\`, \`productId\`), PRIMARY KEY (\`productId\`, \`word\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_bookings_window\` ON \`bookings\` (\`holdUntil\`, \`holdFrom\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_products_brand\` ON \`products\` (\`brand\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_products_category\` ON \`products\` (\`category\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_products_base_price\` ON \`products\` (\`basePrice\`)`);
    await queryRunner.query(
      `ALTER TABLE \`product_sizes\` ADD CONSTRAINT \`FK_699f5366c2ebf46a77589bd225e\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_occasions\` ADD CONSTRAINT \`FK_5485b8fcdc0250e9c93ad8ffcfb\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`product_words\` ADD CONSTRAINT \`FK_d1649979c74f2d81788a8e7f4dd\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await fillProductIndex(queryRunner, (name) => `\`${name}\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`product_words\` DROP FOREIGN KEY \`FK_d1649979c74f2d81788a8e7f4dd\``);
    await queryRunner.query(`ALTER TABLE \`product_occasions\` DROP FOREIGN KEY \`FK_5485b8fcdc0250e9c93ad8ffcfb\``);
    await queryRunner.query(`ALTER TABLE \`product_sizes\` DROP FOREIGN KEY \`FK_699f5366c2ebf46a77589bd225e\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_base_price\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_category\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_products_brand\` ON \`products\``);
    await queryRunner.query(`DROP INDEX \`IDX_bookings_window\` ON \`bookings\``);
    await queryRunner.query(`DROP TABLE \`product_words\``);
    await queryRunner.query(`DROP TABLE \`product_occasions\``);
    await queryRunner.query(`DROP TABLE \`product_sizes\``);
  }
}
