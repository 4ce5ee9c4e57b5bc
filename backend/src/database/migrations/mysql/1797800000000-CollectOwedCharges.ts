import { MigrationInterface, QueryRunner } from 'typeorm';

/** Owed charges are charged off-session and collected by hand; late fees can be collected by hand too. */
export class CollectOwedCharges1797800000000 implements MigrationInterface {
  name = 'CollectOwedCharges1797800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Rows from before this are still to be charged ('failed': not asked yet), unless already collected.
    await queryRunner.query(
      "ALTER TABLE `owed_charges` ADD `state` enum ('charged', 'owed', 'failed', 'collected') NOT NULL DEFAULT 'failed', ADD `providerReference` varchar(255) NULL, ADD `failureCode` varchar(64) NULL",
    );
    await queryRunner.query("UPDATE `owed_charges` SET `state` = 'collected' WHERE `collectedAt` IS NOT NULL");
    await queryRunner.query('DROP INDEX `IDX_late_fees_state_created_id` ON `late_fees`');
    await queryRunner.query("ALTER TABLE `late_fees` CHANGE `state` `state` enum ('charged', 'owed', 'failed', 'collected') NOT NULL");
    await queryRunner.query('CREATE INDEX `IDX_late_fees_state_created_id` ON `late_fees` (`state`, `createdAt`, `id`)');
    await queryRunner.query('CREATE INDEX `IDX_owed_charges_state_created_id` ON `owed_charges` (`state`, `createdAt`, `id`)');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_owed_charges_state_created_id` ON `owed_charges`');
    await queryRunner.query("UPDATE `late_fees` SET `state` = 'owed' WHERE `state` = 'collected'");
    await queryRunner.query('DROP INDEX `IDX_late_fees_state_created_id` ON `late_fees`');
    await queryRunner.query("ALTER TABLE `late_fees` CHANGE `state` `state` enum ('charged', 'owed', 'failed') NOT NULL");
    await queryRunner.query('CREATE INDEX `IDX_late_fees_state_created_id` ON `late_fees` (`state`, `createdAt`, `id`)');
    await queryRunner.query('ALTER TABLE `owed_charges` DROP COLUMN `failureCode`, DROP COLUMN `providerReference`, DROP COLUMN `state`');
  }
}
