import { MigrationInterface, QueryRunner } from 'typeorm';
import { checkLenderEmailsUnique, fillLenderEmailKeys } from '../lender-email-key';

const q = (name: string) => `"${name}"`;

/** One live lender account per e-mail address (any case); refuses to run while two share one. */
export class SqliteLenderEmailUnique1797010000001 implements MigrationInterface {
  name = 'SqliteLenderEmailUnique1797010000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await checkLenderEmailsUnique(queryRunner, q);
    await queryRunner.query(`ALTER TABLE "lender_accounts" ADD COLUMN "emailKey" varchar(254)`);
    await fillLenderEmailKeys(queryRunner, q);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_lender_accounts_email_key" ON "lender_accounts" ("emailKey") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_lender_accounts_email_key"`);
    await queryRunner.query(`ALTER TABLE "lender_accounts" DROP COLUMN "emailKey"`);
  }
}
