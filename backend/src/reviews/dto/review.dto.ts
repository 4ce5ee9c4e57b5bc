import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import {
  AdminReviewView,
  CreateReviewRequest,
  LenderReviewView,
  REVIEW_FITS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_VISIBILITY_FILTERS,
  ReviewFit,
  ReviewHiddenRequest,
  ReviewInvitationView,
  ReviewVisibilityFilter,
  ReviewView,
  ReviewableLine,
  REVIEW_PHOTO_NOT_OWN,
} from '@dw/contracts';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { IsImageUrl, trim } from '../../common/validators';
import { UploadRequestDto } from '../../uploads/dto/upload-request.dto';

export class ReviewViewDto implements ReviewView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: 'integer', minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX }) rating: number;
  @ApiProperty({ enum: REVIEW_FITS }) fit: ReviewFit;
  @ApiProperty({ description: 'Plain text' }) text: string;
  @ApiProperty({ type: String, nullable: true, example: '/objects/uploads/0b9c…' }) photoUrl: string | null;
  @ApiProperty({ example: 'Ada L.', description: 'First name and initial' }) author: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class LenderReviewViewDto extends ReviewViewDto implements LenderReviewView {
  @ApiProperty({ format: 'uuid' }) productId: string;
  @ApiProperty() productName: string;
  @ApiProperty({ type: String, nullable: true }) productSlug: string | null;
}

export class AdminReviewViewDto extends LenderReviewViewDto implements AdminReviewView {
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty() hidden: boolean;
  @ApiProperty({ type: String, nullable: true }) hiddenReason: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) hiddenAt: string | null;
}

export class ReviewableLineDto implements ReviewableLine {
  @ApiProperty({ format: 'uuid' }) orderItemId: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) productId: string | null;
  @ApiProperty() productName: string;
  @ApiProperty({ type: String, nullable: true }) productSlug: string | null;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ description: 'Already reviewed (a second review is a 409)' }) reviewed: boolean;
}

export class ReviewInvitationViewDto implements ReviewInvitationView {
  @ApiProperty({ example: '2C3D4E5F' }) orderReference: string;
  @ApiProperty({ example: 'Ada' }) firstName: string;
  @ApiProperty({ type: [ReviewableLineDto], description: 'The dresses she rented (backup sizes are not reviewed)' })
  lines: ReviewableLineDto[];
}

const TOKEN_MESSAGE = 'token must be the link from your review e-mail.';

export class CreateReviewDto implements CreateReviewRequest {
  @ApiProperty({ description: 'The token of the e-mailed review link' })
  @IsString({ message: TOKEN_MESSAGE })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: TOKEN_MESSAGE })
  token: string;

  @ApiProperty({ format: 'uuid', description: 'The rented line (ReviewableLine.orderItemId)' })
  @IsUUID('all', { message: 'orderItemId must be one of the dresses of your rental.' })
  orderItemId: string;

  @ApiProperty({ type: 'integer', minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX })
  @IsInt({ message: `rating must be a whole number of stars from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}.` })
  @Min(REVIEW_RATING_MIN, { message: `rating must be a whole number of stars from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}.` })
  @Max(REVIEW_RATING_MAX, { message: `rating must be a whole number of stars from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}.` })
  rating: number;

  @ApiProperty({ enum: REVIEW_FITS })
  @IsIn(REVIEW_FITS, { message: `fit must be one of ${REVIEW_FITS.join(', ')}.` })
  fit: ReviewFit;

  @ApiProperty({ minLength: REVIEW_TEXT_MIN, maxLength: REVIEW_TEXT_MAX, description: 'Plain text, trimmed' })
  @Transform(trim)
  @IsString({ message: 'text must be your review as text.' })
  @MinLength(REVIEW_TEXT_MIN, { message: `Please write at least ${REVIEW_TEXT_MIN} characters about the dress.` })
  @MaxLength(REVIEW_TEXT_MAX, { message: `Please keep your review to 2,000 characters.` })
  text: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'A photo uploaded through POST /api/reviews/photo-upload' })
  @IsOptional()
  @IsImageUrl({ message: REVIEW_PHOTO_NOT_OWN })
  @Matches(/^\/objects\/uploads\//, { message: REVIEW_PHOTO_NOT_OWN })
  photoUrl?: string | null;
}

/** The upload declaration of the admin's and lenders' photos, with the review link's token instead of a session. */
export class ReviewPhotoUploadDto extends UploadRequestDto {
  @ApiProperty({ description: 'The token of the e-mailed review link' })
  @IsString({ message: TOKEN_MESSAGE })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: TOKEN_MESSAGE })
  token: string;
}

export class ReviewHiddenDto implements ReviewHiddenRequest {
  @ApiProperty({ description: 'true hides it from the shop (and its rating); false shows it again' })
  @IsBoolean({ message: 'hidden must be true or false.' })
  hidden: boolean;

  @ApiPropertyOptional({ maxLength: REVIEW_HIDE_REASON_MAX, description: 'Required when hiding: why, for the record' })
  @ValidateIf((o: ReviewHiddenDto) => o.hidden === true || o.reason !== undefined)
  @Transform(trim)
  @IsString({ message: 'reason must be text.' })
  @MinLength(1, { message: 'Please give a reason for hiding the review.' })
  @MaxLength(REVIEW_HIDE_REASON_MAX, { message: `reason must be at most ${REVIEW_HIDE_REASON_MAX} characters.` })
  reason?: string;
}

export class AdminReviewsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_VISIBILITY_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(REVIEW_VISIBILITY_FILTERS, { message: `visibility must be one of ${REVIEW_VISIBILITY_FILTERS.join(', ')}.` })
  visibility?: ReviewVisibilityFilter;
}
