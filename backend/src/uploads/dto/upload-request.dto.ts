import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { IMAGE_CONTENT_TYPES } from '@dw/contracts';
import type { UploadDeclaration } from '../uploads.service';

/**
 * Optional: what the browser will upload (`file.type`, `file.size`). Sent, it is checked at once
 * and, with S3 storage, signed into a direct upload URL; omitted, the bytes are checked on arrival.
 */
export class UploadRequestDto implements UploadDeclaration {
  @ApiPropertyOptional({ enum: IMAGE_CONTENT_TYPES, description: "The file's type; anything else is refused with 415" })
  @IsOptional()
  @IsString({ message: "contentType must be the file's type, such as image/jpeg." })
  @MaxLength(100, { message: "contentType must be the file's type, such as image/jpeg." })
  contentType?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: "The file's size in bytes; over the limit is refused with 413" })
  @IsOptional()
  @IsInt({ message: "size must be the file's size in bytes." })
  @Min(1, { message: "size must be the file's size in bytes." })
  size?: number;
}
