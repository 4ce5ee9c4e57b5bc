import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { RECORDED_PAYMENT_METHODS, RecordPaymentInput, RecordedPaymentMethod, RefundInput } from '@dw/contracts';

/** The amounts stay text here: the service reads them into whole pence and says what is wrong. */
export class RecordPaymentDto implements RecordPaymentInput {
  @ApiProperty({ example: '153.00', description: "The order's total, in pounds and pence" })
  @IsString({ message: 'amount must be an amount in pounds and pence, such as 45.00.' })
  amount: string;

  @ApiProperty({ enum: RECORDED_PAYMENT_METHODS })
  @IsIn(RECORDED_PAYMENT_METHODS, { message: `method must be one of ${RECORDED_PAYMENT_METHODS.join(', ')}.` })
  method: RecordedPaymentMethod;

  @ApiProperty({ example: 'HSBC 2026-11-28 3D4E5F6A', description: 'The bank statement line or receipt number' })
  @IsString({ message: 'reference must be text.' })
  @MinLength(1, { message: 'reference is required: the statement line or receipt number.' })
  @MaxLength(255, { message: 'reference must be at most 255 characters.' })
  reference: string;
}

export class RefundDto implements RefundInput {
  @ApiProperty({ example: '40.00', description: 'At most what was taken less refunds so far' })
  @IsString({ message: 'amount must be an amount in pounds and pence, such as 45.00.' })
  amount: string;

  @ApiProperty({ example: 'Arrived a day late' })
  @IsString({ message: 'reason must be text.' })
  @MinLength(3, { message: 'reason is required (3 characters or more): the renter is told it.' })
  @MaxLength(500, { message: 'reason must be at most 500 characters.' })
  reason: string;
}
