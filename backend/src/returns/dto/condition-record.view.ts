import { ApiProperty } from '@nestjs/swagger';
import {
  CONDITION_RECORD_KINDS,
  ConditionRecordKind,
  ConditionRecordView,
  DispatchPhotosView,
  RECORDERS,
  RETURN_CONDITIONS,
  Recorder,
  ReturnCondition,
} from '@dw/contracts';

export class ConditionRecordViewDto implements ConditionRecordView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty({ example: '3C4D5E6F' }) orderReference: string;
  @ApiProperty({ format: 'uuid' }) orderItemId: string;
  @ApiProperty() productName: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ enum: CONDITION_RECORD_KINDS }) kind: ConditionRecordKind;
  @ApiProperty({ enum: RETURN_CONDITIONS, nullable: true, description: 'How it came back; null on a dispatch' })
  condition: ReturnCondition | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: [String], description: 'Image paths under /objects/uploads/' }) photos: string[];
  @ApiProperty({ enum: RECORDERS }) recordedBy: Recorder;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The UK day it came back; null on a dispatch' })
  receivedOn: string | null;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}

export class DispatchPhotosViewDto implements DispatchPhotosView {
  @ApiProperty({ format: 'uuid' }) orderItemId: string;
  @ApiProperty() productName: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ type: [String] }) photos: string[];
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}
