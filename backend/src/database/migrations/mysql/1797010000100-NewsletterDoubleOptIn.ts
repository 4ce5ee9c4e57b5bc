import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter double opt-in. Addresses already stored subscribed when one step was enough and were
 * sent a message with an unsubscribe link; they count as confirmed from when they signed up.
 */
export class NewsletterDoubleOptIn1797010000100 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1797010000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`newsletter_subscribers\` ADD \`confirmedAt\` datetime NULL, ADD \`confirmTokenHash\` varchar(64) NULL, ` +
        `ADD \`confirmRequestedAt\` datetime NULL, ADD \`forwardSubject\` varchar(200) NULL, ADD \`forwardMessage\` text NULL`,
    );
    await queryRunner.query(`UPDATE \`newsletter_subscribers\` SET \`confirmedAt\` = \`createdAt\``);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_newsletter_subscribers_confirm_token\` ON \`newsletter_subscribers\` (\`confirmTokenHash\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_newsletter_subscribers_unconfirmed\` ON \`newsletter_subscribers\` (\`confirmedAt\`, \`confirmRequestedAt\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_newsletter_subscribers_unconfirmed\` ON \`newsletter_subscribers\``);
    await queryRunner.query(`DROP INDEX \`UQ_newsletter_subscribers_confirm_token\` ON \`newsletter_subscribers\``);
    await queryRunner.query(
      `ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`forwardMessage\`, DROP COLUMN \`forwardSubject\`, ` +
        `DROP COLUMN \`confirmRequestedAt\`, DROP COLUMN \`confirmTokenHash\`, DROP COLUMN \`confirmedAt\``,
    );
  }
}
