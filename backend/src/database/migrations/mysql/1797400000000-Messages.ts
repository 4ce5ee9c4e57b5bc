import { MigrationInterface, QueryRunner } from 'typeorm';

/** Conversations between a renter and each lender of her order, and their messages (original and as shown). */
export class Messages1797400000000 implements MigrationInterface {
  name = 'Messages1797400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `conversations` (`id` uuid NOT NULL, `orderId` uuid NOT NULL, `lenderAccountId` uuid NOT NULL, `lastMessageAt` datetime NOT NULL, `messageCount` int NOT NULL DEFAULT '0', `renterEmailedAt` datetime NULL, `lenderEmailedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_conversations_lender_last` (`lenderAccountId`, `lastMessageAt`, `id`), UNIQUE INDEX `UQ_conversations_order_lender` (`orderId`, `lenderAccountId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `conversation_messages` (`id` uuid NOT NULL, `conversationId` uuid NOT NULL, `seq` int NOT NULL, `sender` enum ('renter', 'lender') NOT NULL, `originalText` text NOT NULL, `shownText` text NOT NULL, `masked` tinyint NOT NULL DEFAULT 0, `readAt` datetime NULL, `hiddenAt` datetime NULL, `hiddenReason` varchar(500) NULL, `createdAt` datetime NOT NULL, UNIQUE INDEX `UQ_conversation_messages_seq` (`conversationId`, `seq`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `conversation_messages`');
    await queryRunner.query('DROP TABLE `conversations`');
  }
}
