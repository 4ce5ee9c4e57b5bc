import { MigrationInterface, QueryRunner } from 'typeorm';

/** Conversations between a renter and each lender of her order, and their messages (original and as shown). */
export class SqliteMessages1797400000001 implements MigrationInterface {
  name = 'SqliteMessages1797400000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" varchar PRIMARY KEY NOT NULL, "orderId" varchar NOT NULL, "lenderAccountId" varchar NOT NULL, "lastMessageAt" datetime NOT NULL, "messageCount" integer NOT NULL DEFAULT (0), "renterEmailedAt" datetime, "lenderEmailedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_conversations_lender_last" ON "conversations" ("lenderAccountId", "lastMessageAt", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_conversations_order_lender" ON "conversations" ("orderId", "lenderAccountId") `);
    await queryRunner.query(
      `CREATE TABLE "conversation_messages" ("id" varchar PRIMARY KEY NOT NULL, "conversationId" varchar NOT NULL, "seq" integer NOT NULL, "sender" varchar CHECK( "sender" IN ('renter','lender') ) NOT NULL, "originalText" text NOT NULL, "shownText" text NOT NULL, "masked" boolean NOT NULL DEFAULT (0), "readAt" datetime, "hiddenAt" datetime, "hiddenReason" varchar(500), "createdAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_conversation_messages_seq" ON "conversation_messages" ("conversationId", "seq") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_conversation_messages_seq"`);
    await queryRunner.query(`DROP TABLE "conversation_messages"`);
    await queryRunner.query(`DROP INDEX "UQ_conversations_order_lender"`);
    await queryRunner.query(`DROP INDEX "IDX_conversations_lender_last"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
  }
}
