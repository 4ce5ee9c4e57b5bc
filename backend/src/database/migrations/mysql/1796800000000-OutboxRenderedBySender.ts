import { MigrationInterface, QueryRunner } from 'typeorm';
import { assertOutboxRendered } from '../outbox-rendered';

/**
 * The outbox keeps a message's facts until the sender renders its bodies on the first attempt
 * (docs/decisions/0018-transactional-email-outbox.md): html and text are null until then.
 */
export class OutboxRenderedBySender1796800000000 implements MigrationInterface {
  name = 'OutboxRenderedBySender1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` ADD \`facts\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` CHANGE \`html\` \`html\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` CHANGE \`text\` \`text\` text NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await assertOutboxRendered(queryRunner, '`');
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` CHANGE \`text\` \`text\` text NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` CHANGE \`html\` \`html\` text NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`outbox_messages\` DROP COLUMN \`facts\``);
  }
}
