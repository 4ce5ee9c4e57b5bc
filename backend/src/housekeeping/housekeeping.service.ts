import { Injectable, Logger } from '@nestjs/common';
import { AvailabilityService } from '../availability/availability.service';
import { CartService } from '../cart/cart.service';
import { ProductsService } from '../catalogue/products.service';
import { JobLeases } from '../jobs/job-leases.service';
import { LenderSessionService } from '../lenders/lender-session.service';
import { LenderSignInService } from '../lenders/lender-sign-in.service';
import { ListingsService } from '../listings/listings.service';
import { NotificationsService } from '../notifications/notifications.service';
import { NewsletterService } from '../newsletter/newsletter.service';
import { ReviewsService } from '../reviews/reviews.service';
import { OrdersService } from '../orders/orders.service';
import { ConditionRecordsService } from '../returns/condition-records.service';
import { UploadRetentionService } from '../uploads/upload-retention.service';
import { retentionCutoffs } from './domain/retention';

/** How much one clean-up removed, per kind. */
export interface HousekeepingReport {
  uploads: number;
  idempotencyKeys: number;
  cartLines: number;
  jobLeases: number;
  lenderSignInLinks: number;
  lenderSessions: number;
  bookingChanges: number;
  sentEmailBodies: number;
  newsletterSignUps: number;
}

/**
 * Deletes what has outlived its retention (domain/retention.ts), each part through the module that
 * owns the data. Idempotent: what it deletes stays deleted, so a second run finds nothing.
 */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger('Housekeeping');

  constructor(
    private readonly products: ProductsService,
    private readonly listings: ListingsService,
    private readonly uploads: UploadRetentionService,
    private readonly orders: OrdersService,
    private readonly carts: CartService,
    private readonly leases: JobLeases,
    private readonly lenderSignIns: LenderSignInService,
    private readonly lenderSessions: LenderSessionService,
    private readonly availability: AvailabilityService,
    private readonly notifications: NotificationsService,
    private readonly newsletter: NewsletterService,
    private readonly reviews: ReviewsService,
    private readonly conditionRecords: ConditionRecordsService,
  ) {}

  async clean(now: Date): Promise<HousekeepingReport> {
    const cutoff = retentionCutoffs(now);
    // References are read before any upload is looked at, so nothing named by then is deleted.
    const referenced = [
      ...(await this.products.referencedImagePaths()),
      ...(await this.listings.referencedImagePaths()),
      ...(await this.reviews.referencedImagePaths()),
      ...(await this.conditionRecords.referencedImagePaths()),
    ];
    const report: HousekeepingReport = {
      uploads: await this.uploads.deleteUnreferencedOlderThan(cutoff.unreferencedUploads, referenced),
      idempotencyKeys: await this.orders.purgeIdempotencyKeysBefore(cutoff.idempotencyKeys),
      cartLines: await this.carts.purgeUntouchedSince(cutoff.untouchedCarts),
      jobLeases: await this.leases.purgeFinishedBefore(cutoff.finishedJobLeases),
      lenderSignInLinks: await this.lenderSignIns.purgeExpired(cutoff.expiredSignInLinks),
      // Sessions end by their own rules (idle and absolute limits).
      lenderSessions: await this.lenderSessions.purgeExpired(now),
      bookingChanges: await this.availability.purgeChangesBefore(cutoff.bookingChanges),
      sentEmailBodies: await this.notifications.purgeSentBodiesBefore(cutoff.sentEmailBodies),
      newsletterSignUps: await this.newsletter.purgeUnconfirmed(cutoff.unconfirmedNewsletterSignUps),
    };
    this.logger.log(`Clean-up: ${JSON.stringify(report)}`);
    return report;
  }
}
