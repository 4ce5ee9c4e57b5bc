import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { LendersModule } from '../lenders/lenders.module';
import { ListingsModule } from '../listings/listings.module';
import { OrdersModule } from '../orders/orders.module';
import { UploadsModule } from '../uploads/uploads.module';
import { LenderReviewsController } from './lender-reviews.controller';
import { Review } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

/** Owns reviews; the product rating totals they change are the catalogue's (ProductsService.adjustRating). */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), CatalogueModule, ListingsModule, OrdersModule, UploadsModule, LendersModule],
  controllers: [ReviewsController, LenderReviewsController],
  providers: [ReviewsService],
  // The uploads clean-up keeps review photos.
  exports: [ReviewsService],
})
export class ReviewsModule {}
