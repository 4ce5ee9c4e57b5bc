import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PayoutsModule } from '../payouts/payouts.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ConditionRecord } from './condition-record.entity';
import { ConditionRecordsService } from './condition-records.service';

/** Owns condition_records: each dress's condition as it left and came back. Orders write them; claims read them. */
@Module({
  imports: [TypeOrmModule.forFeature([ConditionRecord]), UploadsModule, PayoutsModule],
  providers: [ConditionRecordsService],
  exports: [ConditionRecordsService],
})
export class ReturnsModule {}
