import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { BULK_CANCEL_MAX, BulkCancelInput } from '@dw/contracts';

const IDS_MESSAGE = `Order ids must be a list of 1 to ${BULK_CANCEL_MAX} order ids.`;

/** The pending orders of one client, cancelled together. */
export class BulkCancelDto implements BulkCancelInput {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BULK_CANCEL_MAX })
  @IsArray({ message: IDS_MESSAGE })
  @ArrayMinSize(1, { message: IDS_MESSAGE })
  @ArrayMaxSize(BULK_CANCEL_MAX, { message: IDS_MESSAGE })
  @IsUUID('all', { each: true, message: IDS_MESSAGE })
  orderIds: string[];
}
