import { MigrationInterface, QueryRunner } from 'typeorm';

/** Money movements keep milliseconds: MariaDB's plain DATETIME made two refunds of one second tie. */
export class PaymentMovementMillis1797160000000 implements MigrationInterface {
  name = 'PaymentMovementMillis1797160000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`payment_movements\` MODIFY \`createdAt\` datetime(3) NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`payment_movements\` MODIFY \`createdAt\` datetime NOT NULL`);
  }
}
