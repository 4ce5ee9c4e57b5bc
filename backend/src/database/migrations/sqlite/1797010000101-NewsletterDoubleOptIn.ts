import { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = [
  '"confirmedAt" datetime',
  '"confirmTokenHash" varchar(64)',
  '"confirmRequestedAt" datetime',
  '"forwardSubject" varchar(200)',
  '"forwardMessage" text',
];

/**
 * Newsletter double opt-in (ADD COLUMN: no table rebuild). Addresses already stored subscribed when
 * one step was enough and were sent a message with an unsubscribe link; they count as confirmed.
 */
export class SqliteNewsletterDoubleOptIn1797010000101 implements MigrationInterface {
  name = 'SqliteNewsletterDoubleOptIn1797010000101';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of COLUMNS) await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN ${column}`);
    await queryRunner.query(`UPDATE "newsletter_subscribers" SET "confirmedAt" = "createdAt"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_newsletter_subscribers_confirm_token" ON "newsletter_subscribers" ("confirmTokenHash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_newsletter_subscribers_unconfirmed" ON "newsletter_subscribers" ("confirmedAt", "confirmRequestedAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_newsletter_subscribers_unconfirmed"`);
    await queryRunner.query(`DROP INDEX "UQ_newsletter_subscribers_confirm_token"`);
    for (const column of [...COLUMNS].reverse()) {
      await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN ${column.split(' ')[0]}`);
    }
  }
}
