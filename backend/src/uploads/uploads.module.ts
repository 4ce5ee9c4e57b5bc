import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LendersModule } from '../lenders/lenders.module';
import { OBJECT_STORAGE } from './storage/object-storage';
import { createObjectStorage } from './storage/create-object-storage';
import { UploadsController } from './uploads.controller';
import { ImageVariantsService } from './image-variants.service';
import { UploadsService } from './uploads.service';

@Module({
  imports: [LendersModule],
  controllers: [UploadsController],
  providers: [
    UploadsService,
    ImageVariantsService,
    { provide: OBJECT_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStorage(config) },
  ],
  // UploadsService: catalog and listings check referenced uploads with assertUsableImages().
  exports: [OBJECT_STORAGE, UploadsService],
})
export class UploadsModule {}
