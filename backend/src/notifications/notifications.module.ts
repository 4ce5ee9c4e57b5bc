import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxSender } from './outbox-sender';

/** Owns `outbox_messages`. Other modules queue messages through NotificationsService only. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage])],
  controllers: [NotificationsController],
  providers: [NotificationsService, OutboxSender],
  exports: [NotificationsService],
})
export class NotificationsModule {}
