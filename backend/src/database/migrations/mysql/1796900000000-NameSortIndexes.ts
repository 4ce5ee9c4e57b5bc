import { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin lists' sort by name (lender accounts, listings), ties by id, read from an index. */
export class NameSortIndexes1796900000000 implements MigrationInterface {
  name = 'NameSortIndexes1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_lender_accounts_full_name_id\` ON \`lender_accounts\` (\`fullName\`, \`id\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_dress_listings_name_id\` ON \`dress_listings\` (\`name\`, \`id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_dress_listings_name_id\` ON \`dress_listings\``);
    await queryRunner.query(`DROP INDEX \`IDX_lender_accounts_full_name_id\` ON \`lender_accounts\``);
  }
}
