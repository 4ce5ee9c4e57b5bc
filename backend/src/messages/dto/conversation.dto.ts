import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString, MaxLength } from 'class-validator';
import {
  AdminMessageView,
  ConversationMessageView,
  HideMessageInput,
  LenderConversationView,
  MESSAGE_HIDE_REASON_MAX,
  MESSAGE_REMOVED_TEXT,
  MESSAGE_SENDERS,
  MESSAGE_TEXTS,
  MESSAGE_TEXT_MAX,
  type MessageSender,
  MessageInput,
  RenterConversationView,
  SentMessageView,
  UnreadCountView,
} from '@dw/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** Far above any message, so a huge body is refused before the text rules run. */
const RAW_TEXT_MAX = MESSAGE_TEXT_MAX * 8;

export class MessageInputDto implements MessageInput {
  @ApiProperty({
    description: `Plain text, 1-${MESSAGE_TEXT_MAX} characters after trimming; control characters are removed. Before the booking is confirmed, e-mail addresses, phone numbers and links are hidden.`,
    example: 'Hello! Would the gown suit a 5 ft 4 in wearer?',
  })
  @IsString({ message: 'text must be the message, as text.' })
  @MaxLength(RAW_TEXT_MAX, { message: MESSAGE_TEXTS.tooLong })
  text: string;
}

export class HideMessageDto implements HideMessageInput {
  @ApiProperty({
    description: 'Why it was removed (kept for the back office, never shown to either side)',
    maxLength: MESSAGE_HIDE_REASON_MAX,
  })
  @IsString({ message: 'reason must be text.' })
  @MaxLength(MESSAGE_HIDE_REASON_MAX, { message: `reason can be at most ${MESSAGE_HIDE_REASON_MAX} characters.` })
  reason: string;
}

/** `?token`: the order page's token from the renter's confirmation e-mail. */
export class OrderTokenQueryDto {
  @ApiPropertyOptional({
    description: 'The order-page token from the confirmation e-mail (base64url); any wrong or missing token is a 404',
  })
  @Allow()
  token?: unknown;
}

export class OrderTokenPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    description: 'The order-page token from the confirmation e-mail (base64url); any wrong or missing token is a 404',
  })
  @Allow()
  token?: unknown;
}

export class ConversationMessageViewDto implements ConversationMessageView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: MESSAGE_SENDERS }) sender: MessageSender;
  @ApiProperty({
    description: `As shown: contact details hidden when sent before the booking was confirmed; '${MESSAGE_REMOVED_TEXT}' once removed`,
  })
  text: string;
  @ApiProperty({ description: 'Contact details in it were hidden' }) masked: boolean;
  @ApiProperty({ description: 'Removed by Designer Wardrobe' }) removed: boolean;
  @ApiProperty({ description: 'Written by the side asking' }) mine: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class SentMessageViewDto implements SentMessageView {
  @ApiProperty({ type: ConversationMessageViewDto }) message: ConversationMessageViewDto;
  @ApiProperty({ type: String, nullable: true, description: 'Why parts of the message were hidden; null when nothing was' })
  notice: string | null;
}

export class RenterConversationViewDto implements RenterConversationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: "The lender's first name only" }) lenderFirstName: string;
  @ApiProperty({ type: [String] }) dressNames: string[];
  @ApiProperty({ description: 'Messages from the lender not yet read' }) unreadCount: number;
  @ApiProperty({ description: 'Contact details pass once the booking is confirmed' }) unlocked: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastMessageAt: string | null;
}

export class LenderConversationViewDto implements LenderConversationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'AB12CD34' }) orderReference: string;
  @ApiProperty({ description: "The renter's first name only" }) renterFirstName: string;
  @ApiProperty({ type: [String] }) dressNames: string[];
  @ApiProperty({ description: 'Messages from the renter not yet read' }) unreadCount: number;
  @ApiProperty({ description: 'Contact details pass once the booking is confirmed' }) unlocked: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastMessageAt: string | null;
}

export class UnreadCountViewDto implements UnreadCountView {
  @ApiProperty() unreadCount: number;
}

export class AdminMessageViewDto implements AdminMessageView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty() lenderFirstName: string;
  @ApiProperty() renterFirstName: string;
  @ApiProperty({ enum: MESSAGE_SENDERS }) sender: MessageSender;
  @ApiProperty({ description: 'As written' }) originalText: string;
  @ApiProperty({ description: 'As the other side saw it' }) shownText: string;
  @ApiProperty() masked: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) hiddenAt: string | null;
  @ApiProperty({ type: String, nullable: true }) hiddenReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
