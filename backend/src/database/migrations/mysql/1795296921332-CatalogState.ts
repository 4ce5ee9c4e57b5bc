import { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogState1795296921332 implements MigrationInterface {
  name = 'CatalogState1795296921332';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`catalog_state\` (\`id\` int NOT NULL, \`version\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    // The one row the catalogue cache compares its version with (catalogue/catalogue-state.entity.ts).
    await queryRunner.query(`INSERT INTO \`catalog_state\` (\`id\`, \`version\`) VALUES (1, 0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`catalog_state\``);
  }
}
