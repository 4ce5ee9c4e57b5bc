import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { EMAIL_KINDS, EMAIL_PAGE_SIZE, EMAIL_STATUSES, EmailDetail, EmailKind, EmailListItem, EmailPage, EmailStatus } from '@dw/contracts';

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

export class EmailPageDto implements EmailPage {
  @ApiProperty({ type: [EmailListItemDto] }) items: EmailListItemDto[];
  @ApiProperty({ type: 'integer', description: 'Messages matching the filter' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

const PAGE = /^[1-9]\d{0,5}$/;

/** Query strings stay strings here; the controller turns them into numbers once they are valid. */
export class EmailsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Matches(PAGE, { message: 'page must be a whole number from 1.' })
  page?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: EMAIL_PAGE_SIZE.max, default: EMAIL_PAGE_SIZE.default })
  @IsOptional()
  @Matches(PAGE, { message: `pageSize must be a whole number from 1 to ${EMAIL_PAGE_SIZE.max}.` })
  pageSize?: string;

  @ApiPropertyOptional({ enum: EMAIL_STATUSES })
  @IsOptional()
  @IsIn(EMAIL_STATUSES, { message: `status must be one of ${EMAIL_STATUSES.join(', ')}.` })
  status?: EmailStatus;
}
