import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bookings version and the log of booking changes the replicas' hold ledgers follow
 * (docs/decisions/0026-holds-ledger.md). The version starts at 0 with an empty log: a ledger loads
 * the bookings on its first use in any case.
 */
export class HoldsLedger1796600000000 implements MigrationInterface {
  name = 'HoldsLedger1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`booking_changes\` (\`version\` bigint NOT NULL, \`bookingId\` uuid NOT NULL, \`productId\` uuid NOT NULL, \`size\` varchar(4) NOT NULL, \`units\` int NOT NULL, \`holdFrom\` varchar(10) NOT NULL, \`holdUntil\` varchar(10) NOT NULL, \`removed\` tinyint NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_booking_changes_created_at\` (\`createdAt\`), PRIMARY KEY (\`version\`, \`bookingId\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`bookings_state\` (\`id\` int NOT NULL, \`version\` bigint NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`INSERT INTO \`bookings_state\` (\`id\`, \`version\`) VALUES (1, 0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`bookings_state\``);
    await queryRunner.query(`DROP INDEX \`IDX_booking_changes_created_at\` ON \`booking_changes\``);
    await queryRunner.query(`DROP TABLE \`booking_changes\``);
  }
}
