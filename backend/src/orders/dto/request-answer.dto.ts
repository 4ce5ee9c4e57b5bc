import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DECLINE_REASONS,
  DECLINE_REASON_IDS,
  DeclineReason,
  LINE_REQUEST_ANSWERERS,
  LINE_REQUEST_STATES,
  LenderRequestView,
  LineRequestAnswerer,
  LineRequestState,
  REQUEST_DECISIONS,
  REQUEST_NOTE_MAX,
  RENTAL_DURATIONS,
  RequestAnswerInput,
  RequestDecision,
  ResponseStats,
} from '@dw/contracts';

export const DECLINE_REASON_MESSAGE = `To decline, choose a reason: ${DECLINE_REASONS.map((r) => `${r.id} (${r.label})`).join(', ')}.`;

export class RequestAnswerDto implements RequestAnswerInput {
  @ApiProperty({ enum: REQUEST_DECISIONS, example: 'accept' })
  @IsIn(REQUEST_DECISIONS, { message: 'decision must be accept or decline.' })
  decision: RequestDecision;

  @ApiPropertyOptional({ enum: DECLINE_REASON_IDS, description: 'Required to decline' })
  @IsOptional()
  @IsIn(DECLINE_REASON_IDS, { message: DECLINE_REASON_MESSAGE })
  reason?: DeclineReason;

  @ApiPropertyOptional({ maxLength: REQUEST_NOTE_MAX, description: 'A decline may say more (kept for the shop, not sent to the renter)' })
  @IsOptional()
  @IsString({ message: 'note must be text.' })
  @MaxLength(REQUEST_NOTE_MAX, { message: `note must be at most ${REQUEST_NOTE_MAX} characters.` })
  note?: string;
}

export class LenderRequestViewDto implements LenderRequestView {
  @ApiProperty({ format: 'uuid', description: "The order line's id: what she answers" }) id: string;
  @ApiProperty({ example: '2C3D4E5F' }) orderReference: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) productId: string | null;
  @ApiProperty() productName: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ nullable: true, type: String, description: 'The free backup size sent with it' }) backupSize: string | null;
  @ApiProperty({ enum: RENTAL_DURATIONS, type: Number }) duration: 2 | 4;
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty({ format: 'date' }) startDate: string;
  @ApiProperty({ format: 'date' }) endDate: string;
  @ApiProperty({ example: '58.50', description: "Her share of the line's rental fee" }) share: string;
  @ApiProperty({ enum: LINE_REQUEST_STATES }) state: LineRequestState;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) deadline: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) answeredAt: string | null;
  @ApiProperty({ enum: LINE_REQUEST_ANSWERERS, nullable: true, type: String }) answeredBy: LineRequestAnswerer | null;
  @ApiProperty({ enum: DECLINE_REASON_IDS, nullable: true, type: String }) declineReason: DeclineReason | null;
  @ApiProperty({ nullable: true, type: String }) declineNote: string | null;
}

export class ResponseStatsDto implements ResponseStats {
  @ApiProperty({ type: 'integer' }) accepted: number;
  @ApiProperty({ type: 'integer' }) declined: number;
  @ApiProperty({ type: 'integer' }) expired: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Answered by her over all decided, 0-1' }) rate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Median hours from request to her answer' }) medianHours: number | null;
}
