import { ApiProperty } from '@nestjs/swagger';
import type { ApiError } from '@dw/contracts';

/** The one error shape every failure answers with (documented on every route). */
export class ErrorBody implements ApiError {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'VALIDATION_FAILED' })
  code: string;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;
}
