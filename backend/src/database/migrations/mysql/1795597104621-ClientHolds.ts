import { MigrationInterface, QueryRunner } from 'typeorm';

export class ClientHolds1795597104621 implements MigrationInterface {
  name = 'ClientHolds1795597104621';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`hold_locks\` (\`id\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    // The lock rows checkouts take turns on (HOLD_LOCK_BUCKETS of them): made once, never written again.
    const buckets = Array.from({ length: 256 }, (_, i) => `(${i})`).join(', ');
    await queryRunner.query(`INSERT INTO \`hold_locks\` (\`id\`) VALUES ${buckets}`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`clientAddress\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`clientEmail\` varchar(254) NULL`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD \`clientPhone\` varchar(20) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_client_address\` ON \`orders\` (\`clientAddress\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_client_email\` ON \`orders\` (\`clientEmail\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_orders_client_phone\` ON \`orders\` (\`clientPhone\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_orders_client_phone\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_client_email\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_orders_client_address\` ON \`orders\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`clientPhone\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`clientEmail\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP COLUMN \`clientAddress\``);
    await queryRunner.query(`DROP TABLE \`hold_locks\``);
  }
}
