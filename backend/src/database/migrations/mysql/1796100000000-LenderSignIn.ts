import { MigrationInterface, QueryRunner } from 'typeorm';

/** The lender area's sign-in links and lender sessions (both stored hashed). */
export class LenderSignIn1796100000000 implements MigrationInterface {
  name = 'LenderSignIn1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`lender_sessions\` (\`idHash\` varchar(64) NOT NULL, \`lenderAccountId\` varchar(36) NOT NULL, \`createdAt\` datetime NOT NULL, \`lastSeenAt\` datetime NOT NULL, \`signedInAt\` datetime NULL, INDEX \`IDX_lender_sessions_account\` (\`lenderAccountId\`), INDEX \`IDX_lender_sessions_created_at\` (\`createdAt\`), INDEX \`IDX_lender_sessions_last_seen_at\` (\`lastSeenAt\`), PRIMARY KEY (\`idHash\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`lender_sign_in_links\` (\`id\` uuid NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`lenderAccountId\` varchar(36) NOT NULL, \`createdAt\` datetime NOT NULL, \`expiresAt\` datetime NOT NULL, \`usedAt\` datetime NULL, UNIQUE INDEX \`UQ_lender_sign_in_links_token_hash\` (\`tokenHash\`), INDEX \`IDX_lender_sign_in_links_account\` (\`lenderAccountId\`), INDEX \`IDX_lender_sign_in_links_expires_at\` (\`expiresAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`lender_sign_in_links\``);
    await queryRunner.query(`DROP TABLE \`lender_sessions\``);
  }
}
