import { MigrationInterface, QueryRunner } from 'typeorm';

/** A dispatched order's carrier and parcel reference, for the renter's tracking link (nullable: older orders have none). */
export class OrderTracking1797200000000 implements MigrationInterface {
  name = 'OrderTracking1797200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`carrier\` varchar(20) NULL, ADD \`trackingReference\` varchar(30) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`trackingReference\`, DROP COLUMN \`carrier\``);
  }
}
