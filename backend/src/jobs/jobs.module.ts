import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobLease } from './job-lease.entity';
import { JobLeases } from './job-leases.service';
import { JobRunner } from './job-runner.service';

/** Scheduled work run once per period across replicas (see JobRunner); feature modules register jobs. */
@Module({
  imports: [ScheduleModule.forRoot(), TypeOrmModule.forFeature([JobLease])],
  providers: [JobLeases, JobRunner],
  exports: [JobRunner, JobLeases],
})
export class JobsModule {}
