import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LendersModule } from '../lenders/lenders.module';
import { UploadsModule } from '../uploads/uploads.module';
import { DressListing } from './dress-listing.entity';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';

@Module({
  imports: [TypeOrmModule.forFeature([DressListing]), LendersModule, UploadsModule],
  controllers: [ListingsController],
  providers: [ListingsService],
  // ListingsService: housekeeping asks which uploads listings still name.
  exports: [ListingsService],
})
export class ListingsModule {}
