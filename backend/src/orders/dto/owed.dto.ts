import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { COLLECTED_REFERENCE_MAX, CollectedInput, OWED_KINDS, OwedItemView, OwedKind } from '@dw/contracts';
import { trim } from '../../common/validators';

const REFERENCE = `reference must say how it was paid (a bank transfer's reference), at most ${COLLECTED_REFERENCE_MAX} characters.`;

/** The admin records money paid by hand. */
export class CollectedInputDto implements CollectedInput {
  @ApiProperty({ example: 'Transfer DW-3C4D5E6F 12 Nov', maxLength: COLLECTED_REFERENCE_MAX })
  @Transform(trim)
  @IsString({ message: REFERENCE })
  @MinLength(1, { message: REFERENCE })
  @MaxLength(COLLECTED_REFERENCE_MAX, { message: REFERENCE })
  reference: string;
}

export class OwedItemViewDto implements OwedItemView {
  @ApiProperty({ enum: OWED_KINDS }) kind: OwedKind;
  @ApiProperty({ format: 'uuid', description: "The late fee's id, or the owed charge's" }) id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty() customerName: string;
  @ApiProperty({ example: 'Late return fee, Thu 12 Nov 2026' }) description: string;
  @ApiProperty({ example: '15.00' }) amount: string;
  @ApiProperty({ type: String, nullable: true, example: 'card_declined', description: "The card's decline code, or no-card" })
  failureCode: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
