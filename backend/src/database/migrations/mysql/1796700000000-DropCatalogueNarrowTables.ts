import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillProductIndex } from '../product-index-fill';

/**
 * The catalogue's narrow tables (product_sizes, product_occasions, product_words) go: the catalogue
 * query answers from each replica's in-memory index since docs/decisions/0024-catalogue-in-memory-index.md,
 * and nothing read them any more. `down` brings them back filled from the products.
 */
export class DropCatalogueNarrowTables1796700000000 implements MigrationInterface {
  name = 'DropCatalogueNarrowTables1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`product_words\``);
    await queryRunner.query(`DROP TABLE \`product_occasions\``);
    await queryRunner.query(`DROP TABLE \`product_sizes\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`product_sizes\` (\`productId\` uuid NOT NULL, \`size\` varchar(4) NOT NULL, INDEX \`IDX_product_sizes_size\` (\`size\`, \`productId\`), PRIMARY KEY (\`productId\`, \`size\`), CONSTRAINT \`FK_699f5366c2ebf46a77589bd225e\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_occasions\` (\`productId\` uuid NOT NULL, \`occasion\` varchar(40) NOT NULL, INDEX \`IDX_product_occasions_occasion\` (\`occasion\`, \`productId\`), PRIMARY KEY (\`productId\`, \`occasion\`), CONSTRAINT \`FK_5485b8fcdc0250e9c93ad8ffcfb\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`product_words\` (\`productId\` uuid NOT NULL, \`word\` varchar(40) NOT NULL, INDEX \`IDX_product_words_word\` (\`word\`, \`productId\`), PRIMARY KEY (\`productId\`, \`word\`), CONSTRAINT \`FK_d1649979c74f2d81788a8e7f4dd\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION) ENGINE=InnoDB`,
    );
    await fillProductIndex(queryRunner, (name) => `\`${name}\``);
  }
}
