import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LendersModule } from '../lenders/lenders.module';
import { OBJECT_STORAGE } from './storage/object-storage';
import { createObjectStorage } from './storage/create-object-storage';
import { UploadsController } from './uploads.controller';
import { ImageVariantsService } from './image-variants.service';
import { UploadRetentionService } from './upload-retention.service';
import { UploadsService } from './uploads.service';
import { UploadOwner } from './upload-owner.entity';

@Module({
  imports: [TypeOrmModule.forFeature([UploadOwner]), LendersModule],
  controllers: [UploadsController],
  providers: [
    UploadsService,
    ImageVariantsService,
    UploadRetentionService,
    { provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStorage(config) },
  ],
  // UploadsService: catalog and listings check referenced uploads with assertUsableImages().
  // UploadRetentionService: housekeeping deletes unreferenced uploads.
  exports: [OBJECT_STORAGE, UploadsService, UploadRetentionService],
})
export class UploadsModule {}
