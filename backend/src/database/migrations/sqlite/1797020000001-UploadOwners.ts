import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillUploadOwners } from '../upload-owners-fill';

/** Who uploaded each photo (a listing may name only its own lender's uploads); filled from the listings. */
export class SqliteUploadOwners1797020000001 implements MigrationInterface {
  name = 'SqliteUploadOwners1797020000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "upload_owners" ("id" varchar(36) PRIMARY KEY NOT NULL, "purpose" varchar(16) NOT NULL, "lenderAccountId" varchar(36), "createdAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_upload_owners_lender" ON "upload_owners" ("lenderAccountId") `);
    await fillUploadOwners(queryRunner, (name) => `"${name}"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "upload_owners"`);
  }
}
