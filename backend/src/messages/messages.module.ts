import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { LendersModule } from '../lenders/lenders.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminMessagesController } from './admin-messages.controller';
import { ConversationMessage } from './conversation-message.entity';
import { Conversation } from './conversation.entity';
import { ConversationsService } from './conversations.service';
import { LenderConversationsController } from './lender-conversations.controller';
import { RenterConversationsController } from './renter-conversations.controller';

/**
 * Owns conversations and conversation_messages: a renter and each lender of her order write to each
 * other; composed above orders (the renter, her token), catalogue and listings (whose dress is whose).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Conversation, ConversationMessage]),
    OrdersModule,
    CatalogueModule,
    ListingsModule,
    LendersModule,
    NotificationsModule,
  ],
  controllers: [RenterConversationsController, LenderConversationsController, AdminMessagesController],
  providers: [ConversationsService],
})
export class MessagesModule {}
