import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bookings version and the log of booking changes the replicas' hold ledgers follow
 * (docs/decisions/0026-holds-ledger.md). The version starts at 0 with an empty log: a ledger loads
 * the bookings on its first use in any case.
 */
export class SqliteHoldsLedger1796600000001 implements MigrationInterface {
  name = 'SqliteHoldsLedger1796600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "booking_changes" ("version" bigint NOT NULL, "bookingId" varchar NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "units" integer NOT NULL, "holdFrom" varchar(10) NOT NULL, "holdUntil" varchar(10) NOT NULL, "removed" boolean NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), PRIMARY KEY ("version", "bookingId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_booking_changes_created_at" ON "booking_changes" ("createdAt") `);
    await queryRunner.query(`CREATE TABLE "bookings_state" ("id" integer PRIMARY KEY NOT NULL, "version" bigint NOT NULL)`);
    await queryRunner.query(`INSERT INTO "bookings_state" ("id", "version") VALUES (1, 0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bookings_state"`);
    await queryRunner.query(`DROP INDEX "IDX_booking_changes_created_at"`);
    await queryRunner.query(`DROP TABLE "booking_changes"`);
  }
}
