import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { LendersModule } from '../lenders/lenders.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UploadsModule } from '../uploads/uploads.module';
import { DressListing } from './dress-listing.entity';
import { LenderListingsController } from './lender-listings.controller';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';

/** Owns dress_listings; a live listing is published through ProductsService.publishFromListing. */
@Module({
  imports: [TypeOrmModule.forFeature([DressListing]), LendersModule, UploadsModule, CatalogueModule, NotificationsModule],
  controllers: [ListingsController, LenderListingsController],
  providers: [ListingsService],
  // ListingsService: housekeeping asks which uploads listings still name; orders which lenders a booking pays;
  // the calendar which products are a lender's.
  exports: [ListingsService],
})
export class ListingsModule {}
