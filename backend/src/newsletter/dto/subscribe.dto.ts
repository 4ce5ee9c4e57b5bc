import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LENDER_MESSAGES, NEWSLETTER_MESSAGES, NOTICES, NewsletterSubscriptionView, TEXT_LIMITS, noticeText } from '@dw/contracts';
import { IsEmailAddress, trim } from '../../common/validators';

const EMAIL_REQUIRED = noticeText(NOTICES.newsletterEmailRequired);
/** The same sentence every form uses for a malformed address. */
const EMAIL_INVALID = LENDER_MESSAGES.email;
/** Only the form's fixed subject line is expected here; this just bounds what is forwarded. */
const SUBJECT_MAX = 200;

export class SubscribeDto {
  @ApiProperty({ example: 'ann@example.co.uk', maxLength: TEXT_LIMITS.email.max })
  @Transform(trim)
  @IsString({ message: EMAIL_REQUIRED })
  @IsNotEmpty({ message: EMAIL_REQUIRED })
  @IsEmailAddress({ message: EMAIL_INVALID })
  @MaxLength(TEXT_LIMITS.email.max, { message: EMAIL_INVALID })
  email: string;

  @ApiPropertyOptional({ example: 'New newsletter subscription', maxLength: SUBJECT_MAX })
  @IsOptional()
  @IsString({ message: 'The subject must be text.' })
  @MaxLength(SUBJECT_MAX, { message: `The subject must be at most ${SUBJECT_MAX} characters.` })
  _subject?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMITS.newsletterMessage.max })
  @IsOptional()
  @IsString({ message: 'The message must be text.' })
  @MaxLength(TEXT_LIMITS.newsletterMessage.max, {
    message: `The message must be at most ${TEXT_LIMITS.newsletterMessage.max} characters.`,
  })
  message?: string;
}

/** The same answer for every sign-up: nothing counts until the e-mailed link is followed. */
export class SubscribeAcceptedDto {
  @ApiProperty({ example: noticeText(NOTICES.subscribeCheckInbox) }) message: string;
}

export class ConfirmSubscriptionDto {
  @ApiProperty({ description: 'The token from the confirmation link', example: 'q3V…43 characters' })
  @IsString({ message: NEWSLETTER_MESSAGES.confirmationInvalid })
  token: string;
}

export class SubscribedDto {
  @ApiProperty({ example: true }) subscribed: true;
}

export class NewsletterSubscriptionDto implements NewsletterSubscriptionView {
  @ApiProperty({ example: 'j•••@example.com', description: 'The address, masked' }) email: string;
  @ApiProperty() subscribed: boolean;
}

export class UnsubscribedDto {
  @ApiProperty({ example: false }) subscribed: false;
}
