import { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mail outbox, the renter's order-page token hash and newsletter unsubscribes. */
export class Notifications1795598306278 implements MigrationInterface {
  name = 'Notifications1795598306278';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`outbox_messages\` (\`id\` varchar(36) NOT NULL, \`kind\` varchar(40) NOT NULL, \`aboutRef\` varchar(36) NULL, \`toAddress\` varchar(254) NOT NULL, \`subject\` varchar(300) NOT NULL, \`html\` text NOT NULL, \`text\` text NOT NULL, \`headers\` text NOT NULL, \`status\` enum ('queued', 'sending', 'sent', 'failed') NOT NULL DEFAULT 'queued', \`attempts\` int NOT NULL DEFAULT '0', \`nextAttemptAt\` datetime NOT NULL, \`claimedUntil\` datetime NULL, \`lastError\` varchar(1000) NULL, \`sentAt\` datetime NULL, \`createdAt\` datetime NOT NULL, INDEX \`IDX_outbox_messages_about\` (\`aboutRef\`), INDEX \`IDX_outbox_messages_created_at\` (\`createdAt\`), INDEX \`IDX_outbox_messages_due\` (\`status\`, \`nextAttemptAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`accessTokenHash\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`newsletter_subscribers\` ADD \`unsubscribedAt\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`unsubscribedAt\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`accessTokenHash\``);
    await queryRunner.query(`DROP INDEX \`IDX_outbox_messages_due\` ON \`outbox_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_outbox_messages_about\` ON \`outbox_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_outbox_messages_created_at\` ON \`outbox_messages\``);
    await queryRunner.query(`DROP TABLE \`outbox_messages\``);
  }
}
