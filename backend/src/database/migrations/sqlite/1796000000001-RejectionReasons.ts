import { MigrationInterface, QueryRunner } from 'typeorm';

/** Why the admin rejected a lender account or a listing, shown to the lender (ADD COLUMN: no table rebuild). */
export class RejectionReasons1796000000001 implements MigrationInterface {
  name = 'RejectionReasons1796000000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lender_accounts" ADD COLUMN "rejectionReason" varchar(500)`);
    await queryRunner.query(`ALTER TABLE "dress_listings" ADD COLUMN "rejectionReason" varchar(500)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dress_listings" DROP COLUMN "rejectionReason"`);
    await queryRunner.query(`ALTER TABLE "lender_accounts" DROP COLUMN "rejectionReason"`);
  }
}
