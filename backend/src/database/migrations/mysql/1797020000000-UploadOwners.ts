import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillUploadOwners } from '../upload-owners-fill';

/** Who uploaded each photo (a listing may name only its own lender's uploads); filled from the listings. */
export class UploadOwners1797020000000 implements MigrationInterface {
  name = 'UploadOwners1797020000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`upload_owners\` (\`id\` varchar(36) NOT NULL, \`purpose\` varchar(16) NOT NULL, \`lenderAccountId\` varchar(36) NULL, \`createdAt\` datetime NOT NULL, INDEX \`IDX_upload_owners_lender\` (\`lenderAccountId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await fillUploadOwners(queryRunner, (name) => `\`${name}\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`upload_owners\``);
  }
}
