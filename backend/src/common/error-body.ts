import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { type ApiError, ERROR_CODES, type ErrorCode, type QuoteView } from '@dw/contracts';

/** The one error shape every failure answers with (documented on every route). */
export class ErrorBody implements ApiError {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'VALIDATION_FAILED',
    description: 'A stable code from the catalogue in contracts/src/error-codes.ts; the apps pick their messages by it.',
  })
  code: ErrorCode;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;

  @ApiPropertyOptional({
    // By name: common/ imports no feature module, and the cart's quote route registers the schema.
    allOf: [{ $ref: getSchemaPath('QuoteViewDto') }],
    description: 'QUOTE_CHANGED only: the order priced as it stands now, shaped as GET /api/cart/{sessionId}/quote answers',
  })
  quote?: QuoteView;
}
