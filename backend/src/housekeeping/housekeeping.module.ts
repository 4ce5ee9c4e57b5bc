import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module';
import { CartModule } from '../cart/cart.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { JobsModule } from '../jobs/jobs.module';
import { LendersModule } from '../lenders/lenders.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { OrdersModule } from '../orders/orders.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { ReturnsModule } from '../returns/returns.module';
import { UploadsModule } from '../uploads/uploads.module';
import { HousekeepingJob } from './housekeeping.job';
import { HousekeepingService } from './housekeeping.service';

/** Deletes data past its retention, through the services of the modules that own it. */
@Module({
  imports: [
    JobsModule,
    AvailabilityModule,
    CatalogueModule,
    ListingsModule,
    UploadsModule,
    ReturnsModule,
    OrdersModule,
    CartModule,
    LendersModule,
    NotificationsModule,
    NewsletterModule,
    ReviewsModule,
  ],
  providers: [HousekeepingService, HousekeepingJob],
  exports: [HousekeepingService],
})
export class HousekeepingModule {}
