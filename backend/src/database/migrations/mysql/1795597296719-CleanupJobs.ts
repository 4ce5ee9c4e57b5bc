import { MigrationInterface, QueryRunner } from 'typeorm';

export class CleanupJobs1795597296719 implements MigrationInterface {
  name = 'CleanupJobs1795597296719';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`job_leases\` (\`job\` varchar(64) NOT NULL, \`period\` varchar(32) NOT NULL, \`holder\` varchar(128) NOT NULL, \`takenAt\` datetime NOT NULL, \`finishedAt\` datetime NULL, PRIMARY KEY (\`job\`, \`period\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`cart_items\` ADD \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`cart_items\` DROP COLUMN \`updatedAt\``);
    await queryRunner.query(`DROP TABLE \`job_leases\``);
  }
}
