import { MigrationInterface, QueryRunner } from 'typeorm';

export class CleanupJobs1795597291255 implements MigrationInterface {
  name = 'CleanupJobs1795597291255';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_leases" ("job" varchar(64) NOT NULL, "period" varchar(32) NOT NULL, "holder" varchar(128) NOT NULL, "takenAt" datetime NOT NULL, "finishedAt" datetime, PRIMARY KEY ("job", "period"))`,
    );
    await queryRunner.query(`DROP INDEX "UQ_cart_items_line"`);
    await queryRunner.query(`DROP INDEX "IDX_cart_items_session"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_cart_items" ("id" varchar PRIMARY KEY NOT NULL, "sessionId" varchar(128) NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "startDate" varchar(10), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_72679d98b31c737937b8932ebe6" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_cart_items"("id", "sessionId", "productId", "size", "duration", "quantity", "createdAt", "startDate") SELECT "id", "sessionId", "productId", "size", "duration", "quantity", "createdAt", "startDate" FROM "cart_items"`,
    );
    await queryRunner.query(`DROP TABLE "cart_items"`);
    await queryRunner.query(`ALTER TABLE "temporary_cart_items" RENAME TO "cart_items"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_cart_items_line" ON "cart_items" ("sessionId", "productId", "size", "duration", "startDate") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cart_items_session" ON "cart_items" ("sessionId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_cart_items_session"`);
    await queryRunner.query(`DROP INDEX "UQ_cart_items_line"`);
    await queryRunner.query(`ALTER TABLE "cart_items" RENAME TO "temporary_cart_items"`);
    await queryRunner.query(
      `CREATE TABLE "cart_items" ("id" varchar PRIMARY KEY NOT NULL, "sessionId" varchar(128) NOT NULL, "productId" varchar NOT NULL, "size" varchar(4) NOT NULL, "duration" integer NOT NULL, "quantity" integer NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "startDate" varchar(10), CONSTRAINT "FK_72679d98b31c737937b8932ebe6" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "cart_items"("id", "sessionId", "productId", "size", "duration", "quantity", "createdAt", "startDate") SELECT "id", "sessionId", "productId", "size", "duration", "quantity", "createdAt", "startDate" FROM "temporary_cart_items"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_cart_items"`);
    await queryRunner.query(`CREATE INDEX "IDX_cart_items_session" ON "cart_items" ("sessionId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_cart_items_line" ON "cart_items" ("sessionId", "productId", "size", "duration", "startDate") `,
    );
    await queryRunner.query(`DROP TABLE "job_leases"`);
  }
}
