import { MigrationInterface, QueryRunner } from 'typeorm';

/** Why the admin rejected a lender account or a listing, shown to the lender. */
export class RejectionReasons1796000000000 implements MigrationInterface {
  name = 'RejectionReasons1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`lender_accounts\` ADD \`rejectionReason\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`dress_listings\` ADD \`rejectionReason\` varchar(500) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`dress_listings\` DROP COLUMN \`rejectionReason\``);
    await queryRunner.query(`ALTER TABLE \`lender_accounts\` DROP COLUMN \`rejectionReason\``);
  }
}
