import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, MinLength } from 'class-validator';
import {
  CLAIM_DECISIONS,
  CLAIM_MAX_PENCE,
  CLAIM_TEXT_MAX,
  CLAIM_TEXT_MIN,
  CLAIM_VIEW_STATUSES,
  CONDITION_NOTE_MAX,
  CONDITION_PHOTOS_MAX,
  ClaimAnswerInput,
  ClaimDecision,
  ClaimDecisionInput,
  ClaimChargeView,
  ClaimInput,
  LATE_FEE_STATES,
  LateFeeState,
  ClaimView,
  ClaimViewStatus,
  RECORDERS,
  RETURN_CONDITIONS,
  ReceiptInput,
  Recorder,
  ReturnCondition,
} from '@dw/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { IsDay, trim } from '../../common/validators';

const PHOTOS = 'photos must be a list of uploaded image paths.';

export class ClaimChargeViewDto implements ClaimChargeView {
  @ApiProperty({ example: '85.00' }) amount: string;
  @ApiProperty({ enum: LATE_FEE_STATES, description: 'failed: not charged yet (tried again by the payments sweep)' }) state: LateFeeState;
  @ApiProperty({ type: String, nullable: true, example: 'card_declined', description: "The card's decline code, or no-card" })
  failureCode: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) collectedAt: string | null;
}

export class ClaimInputDto implements ClaimInput {
  @ApiProperty({ format: 'uuid', description: 'The rental line (order item) the claim is about' })
  @IsUUID('all', { message: 'orderItemId must be the id of a rental line.' })
  orderItemId: string;

  @ApiProperty({ minLength: CLAIM_TEXT_MIN, maxLength: CLAIM_TEXT_MAX, description: 'What happened to the dress' })
  @Transform(trim)
  @IsString({ message: `description must be text of ${CLAIM_TEXT_MIN} to ${CLAIM_TEXT_MAX} characters.` })
  @MinLength(CLAIM_TEXT_MIN, { message: `description must be at least ${CLAIM_TEXT_MIN} characters: say what happened.` })
  @MaxLength(CLAIM_TEXT_MAX, { message: `description must be at most ${CLAIM_TEXT_MAX} characters.` })
  description: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: CLAIM_MAX_PENCE,
    description: "Pence asked: at most the dress's retail value, and £2,000",
  })
  @IsInt({ message: 'amountPence must be a whole number of pence.' })
  @Min(1, { message: 'amountPence must be at least 1.' })
  amountPence: number;

  @ApiPropertyOptional({ type: [String], maxItems: CONDITION_PHOTOS_MAX, description: "Photos from the line's condition records" })
  @IsOptional()
  @IsArray({ message: PHOTOS })
  @ArrayMaxSize(CONDITION_PHOTOS_MAX, { message: `photos may hold at most ${CONDITION_PHOTOS_MAX} images.` })
  @IsString({ each: true, message: PHOTOS })
  photos?: string[];
}

export class ClaimAnswerDto implements ClaimAnswerInput {
  @ApiProperty({ minLength: CLAIM_TEXT_MIN, maxLength: CLAIM_TEXT_MAX })
  @Transform(trim)
  @IsString({ message: `answer must be text of ${CLAIM_TEXT_MIN} to ${CLAIM_TEXT_MAX} characters.` })
  @MinLength(CLAIM_TEXT_MIN, { message: `answer must be at least ${CLAIM_TEXT_MIN} characters.` })
  @MaxLength(CLAIM_TEXT_MAX, { message: `answer must be at most ${CLAIM_TEXT_MAX} characters.` })
  answer: string;
}

export class ClaimDecisionDto implements ClaimDecisionInput {
  @ApiProperty({ enum: CLAIM_DECISIONS })
  @IsIn(CLAIM_DECISIONS, { message: `decision must be one of ${CLAIM_DECISIONS.join(', ')}.` })
  decision: ClaimDecision;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description:
      'Pence charged or covered: at most the amount asked (insurance: and its cover); default the most allowed; 0 or absent to reject',
  })
  @IsOptional()
  @IsInt({ message: 'amountPence must be a whole number of pence.' })
  @Min(0, { message: 'amountPence cannot be negative.' })
  amountPence?: number;

  @ApiPropertyOptional({ maxLength: CONDITION_NOTE_MAX })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'note must be text.' })
  @MaxLength(CONDITION_NOTE_MAX, { message: `note must be at most ${CONDITION_NOTE_MAX} characters.` })
  note?: string;
}

/** The lender's "received": the same fields as the admin's return. */
export class ReceiptInputDto implements ReceiptInput {
  @ApiPropertyOptional({
    format: 'date',
    description: 'The UK day it came back; default today, never in the future or before the dispatch',
  })
  @IsOptional()
  @IsDay('receivedOn must be a date written YYYY-MM-DD.')
  receivedOn?: string;

  @ApiPropertyOptional({ enum: RETURN_CONDITIONS, description: 'Default as-sent' })
  @IsOptional()
  @IsIn(RETURN_CONDITIONS, { message: `condition must be one of ${RETURN_CONDITIONS.join(', ')}.` })
  condition?: ReturnCondition;

  @ApiPropertyOptional({ maxLength: CONDITION_NOTE_MAX })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'note must be text.' })
  @MaxLength(CONDITION_NOTE_MAX, { message: `note must be at most ${CONDITION_NOTE_MAX} characters.` })
  note?: string;

  @ApiPropertyOptional({ type: [String], maxItems: CONDITION_PHOTOS_MAX, description: 'Her own uploads (POST /api/objects/upload)' })
  @IsOptional()
  @IsArray({ message: PHOTOS })
  @ArrayMaxSize(CONDITION_PHOTOS_MAX, { message: `photos may hold at most ${CONDITION_PHOTOS_MAX} images.` })
  @IsString({ each: true, message: PHOTOS })
  photos?: string[];
}

export class ClaimListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CLAIM_VIEW_STATUSES, description: 'unanswered: open and past its answer deadline' })
  @IsOptional()
  @IsIn(CLAIM_VIEW_STATUSES, { message: `status must be one of ${CLAIM_VIEW_STATUSES.join(', ')}.` })
  status?: ClaimViewStatus;
}

export class ClaimViewDto implements ClaimView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty({ example: '3C4D5E6F' }) orderReference: string;
  @ApiProperty({ format: 'uuid' }) orderItemId: string;
  @ApiProperty() productName: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ enum: CLAIM_VIEW_STATUSES }) status: ClaimViewStatus;
  @ApiProperty({ enum: RECORDERS }) openedBy: Recorder;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) photos: string[];
  @ApiProperty({ type: 'integer' }) amountPence: number;
  @ApiProperty({ format: 'date-time' }) openedAt: string;
  @ApiProperty({ format: 'date-time', description: "The renter's answer is due by then" }) answerDueAt: string;
  @ApiProperty({ type: String, nullable: true }) answer: string | null;
  @ApiProperty({ type: String, nullable: true }) answerPhoto: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt: string | null;
  @ApiProperty({ enum: CLAIM_DECISIONS, nullable: true }) decision: ClaimDecision | null;
  @ApiProperty({ type: 'integer', nullable: true }) decidedPence: number | null;
  @ApiProperty({ type: String, nullable: true }) decisionNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({
    type: () => ClaimChargeViewDto,
    nullable: true,
    description: "The renter's charge after a charge-renter decision: charged to her saved card, owed, or collected by hand",
  })
  charge: ClaimChargeViewDto | null;
}

export class ReceiptResultDto {
  @ApiProperty({ description: 'True when this was the last line back and the order is now completed' }) completed: boolean;
}

/** The renter's order page: its token, and paging for the list. */
export class RenterClaimsQueryDto extends PageQueryDto {
  @ApiProperty({ description: 'The order-page token from the confirmation e-mail (base64url)' })
  @IsString({ message: 'token must be the order-page token.' })
  @MaxLength(200, { message: 'token must be the order-page token.' })
  token: string;
}
