import { MigrationInterface, QueryRunner } from 'typeorm';

/** The lender area's sign-in links and lender sessions (both stored hashed); new tables only. */
export class LenderSignIn1796100000001 implements MigrationInterface {
  name = 'LenderSignIn1796100000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lender_sessions" ("idHash" varchar(64) PRIMARY KEY NOT NULL, "lenderAccountId" varchar(36) NOT NULL, "createdAt" datetime NOT NULL, "lastSeenAt" datetime NOT NULL, "signedInAt" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_lender_sessions_account" ON "lender_sessions" ("lenderAccountId") `);
    await queryRunner.query(`CREATE INDEX "IDX_lender_sessions_created_at" ON "lender_sessions" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_lender_sessions_last_seen_at" ON "lender_sessions" ("lastSeenAt") `);
    await queryRunner.query(
      `CREATE TABLE "lender_sign_in_links" ("id" varchar PRIMARY KEY NOT NULL, "tokenHash" varchar(64) NOT NULL, "lenderAccountId" varchar(36) NOT NULL, "createdAt" datetime NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_lender_sign_in_links_token_hash" ON "lender_sign_in_links" ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_lender_sign_in_links_account" ON "lender_sign_in_links" ("lenderAccountId") `);
    await queryRunner.query(`CREATE INDEX "IDX_lender_sign_in_links_expires_at" ON "lender_sign_in_links" ("expiresAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lender_sign_in_links"`);
    await queryRunner.query(`DROP TABLE "lender_sessions"`);
  }
}
