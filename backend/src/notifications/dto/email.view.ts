import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { EMAIL_KINDS, EMAIL_STATUSES, EmailDetail, EmailKind, EmailListItem, EmailStatus } from '@dw/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';

export class EmailListItemDto implements EmailListItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: EMAIL_KINDS, description: 'Which message (template)' }) kind: EmailKind;
  @ApiProperty({ example: 'ada@example.com' }) to: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: EMAIL_STATUSES }) status: EmailStatus;
  @ApiProperty({ type: 'integer', description: 'Sending attempts so far' }) attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed (the SMTP reply when there was one)' })
  lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class EmailDetailDto extends EmailListItemDto implements EmailDetail {
  @ApiProperty({ description: 'The HTML body' }) html: string;
  @ApiProperty({ description: 'The plain-text alternative' }) text: string;
}

/** The outbox list's paging, and only messages in one state when asked. */
export class EmailsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: EMAIL_STATUSES })
  @IsOptional()
  @IsIn(EMAIL_STATUSES, { message: `status must be one of ${EMAIL_STATUSES.join(', ')}.` })
  status?: EmailStatus;
}
