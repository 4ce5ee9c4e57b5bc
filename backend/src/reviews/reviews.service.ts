import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, In, Repository } from 'typeorm';
import {
  AdminReviewView,
  LenderReviewView,
  ReviewInvitationView,
  ReviewVisibilityFilter,
  ReviewView,
  UPLOADS_PATH_PREFIX,
  UploadTicket,
  orderReference,
  reviewerName,
  REVIEW_PHOTO_NOT_OWN,
} from '@dw/contracts';
import { ProductsService } from '../catalogue/products.service';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { serialTransaction } from '../common/serial-transaction';
import { isUuid } from '../common/uuid';
import { ListingsService } from '../listings/listings.service';
import { OrdersService } from '../orders/orders.service';
import { UploadsService } from '../uploads/uploads.service';
import { firstNameOf, toAdminReviewView, toLenderReviewView, toReviewView } from './domain/review-views';
import { CreateReviewDto, ReviewHiddenDto, ReviewPhotoUploadDto } from './dto/review.dto';
import { Review } from './review.entity';

const linkInvalid = () =>
  AppError.notFound('This review link is not valid: please use the link in your e-mail after your rental.', 'REVIEW_LINK_INVALID');
const lineNotFound = () => AppError.notFound('That dress is not part of this rental.', 'REVIEW_LINE_NOT_FOUND');
const reviewExists = () => AppError.conflict('You have already reviewed this dress: thank you!', 'REVIEW_EXISTS');
const reviewNotFound = () => AppError.notFound('Review not found.', 'REVIEW_NOT_FOUND');

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/**
 * Verified reviews (docs/decisions/0033-verified-reviews.md): written from a completed rental's
 * e-mailed link, once per rented line; each write or hide changes the product's rating totals in the
 * same transaction, so the catalogue reads them from its snapshot and never counts reviews.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly products: ProductsService,
    private readonly listings: ListingsService,
    private readonly uploads: UploadsService,
  ) {}

  /** What the link lets her review: the rented dresses, each marked once reviewed. 404 for any other token. */
  async invitation(token: string): Promise<ReviewInvitationView> {
    const rental = await this.orders.reviewableRental(token);
    if (!rental) throw linkInvalid();
    const done = await this.reviews.find({ select: { orderItemId: true }, where: { orderId: rental.orderId } });
    const reviewed = new Set(done.map((r) => r.orderItemId));
    const products = await this.products.findMany(rental.lines.flatMap((l) => (l.productId ? [l.productId] : [])));
    return {
      orderReference: orderReference(rental.orderId),
      firstName: firstNameOf(rental.customerName),
      // A dress no longer in the shop has no page to show a review on.
      lines: rental.lines.flatMap((line) => {
        const product = line.productId ? products.get(line.productId) : undefined;
        if (!product) return [];
        return [
          {
            orderItemId: line.orderItemId,
            productId: product.id,
            productName: line.productName,
            productSlug: product.slug,
            imageUrl: product.imageUrls[0] ?? product.imageUrl,
            size: line.size,
            reviewed: reviewed.has(line.orderItemId),
          },
        ];
      }),
    };
  }

  /** An upload URL for her review's photo (5 MB, bytes checked like every upload), only with a valid link. */
  async photoTicket(input: ReviewPhotoUploadDto): Promise<UploadTicket> {
    if (!(await this.orders.reviewableRental(input.token))) throw linkInvalid();
    const { token: _token, ...declaration } = input;
    return this.uploads.issue('review', declaration, null);
  }

  /**
   * Writes her review of one rented line and adds it to the product's totals, together. 404 for a
   * link that opens no completed rental or a line not in it; 409 for a line already reviewed.
   */
  async create(input: CreateReviewDto): Promise<ReviewView> {
    const photoUrl = input.photoUrl ?? null;
    if (photoUrl) await this.uploads.assertReviewPhoto(photoUrl);
    return serialTransaction(this.dataSource, async (manager) => {
      const rental = await this.orders.reviewableRental(input.token, manager);
      if (!rental) throw linkInvalid();
      const line = rental.lines.find((l) => l.orderItemId === input.orderItemId.toLowerCase());
      if (!line?.productId) throw lineNotFound();
      if (await manager.getRepository(Review).exists({ where: { orderItemId: line.orderItemId } })) throw reviewExists();
      // One photo, one review: another renter's photo is not hers to post.
      if (photoUrl && (await manager.getRepository(Review).exists({ where: { photoUrl } }))) {
        throw AppError.invalid(REVIEW_PHOTO_NOT_OWN, 'IMAGE_NOT_OWN_UPLOAD');
      }
      const review: Review = {
        id: randomUUID(),
        productId: line.productId,
        orderId: rental.orderId,
        orderItemId: line.orderItemId,
        productName: line.productName,
        rating: input.rating,
        fit: input.fit,
        text: input.text.trim(),
        photoUrl,
        author: reviewerName(rental.customerName),
        hidden: false,
        hiddenReason: null,
        hiddenAt: null,
        createdAt: new Date(),
      };
      try {
        await manager.insert(Review, review);
      } catch (error) {
        // Two submissions at once: the unique line index lets one in.
        if (isDuplicateKeyError(error)) throw reviewExists();
        throw error;
      }
      await this.products.adjustRating(manager, line.productId, review, 1);
      return toReviewView(review);
    });
  }

  /** The product page's reviews: visible ones, newest first. 404 for an unknown product. */
  async forProduct(identifier: string, window: PageWindow): Promise<ListPage<ReviewView>> {
    const product = await this.products.getOrThrow(identifier);
    const [rows, total] = await this.reviews.findAndCount({
      where: { productId: product.id, hidden: false },
      order: NEWEST_FIRST,
      skip: window.offset,
      take: window.pageSize,
    });
    return listPage(rows.map(toReviewView), total, window);
  }

  /** Her dresses' reviews as the shop shows them (visible ones), newest first. */
  async forLender(lenderId: string, window: PageWindow): Promise<ListPage<LenderReviewView>> {
    const own = await this.listings.liveProductIdsOf(lenderId);
    if (own.length === 0) return listPage([], 0, window);
    const [rows, total] = await this.reviews.findAndCount({
      where: { productId: In(own), hidden: false },
      order: NEWEST_FIRST,
      skip: window.offset,
      take: window.pageSize,
    });
    const slugs = await this.slugsOf(rows);
    return listPage(
      rows.map((r) => toLenderReviewView(r, slugs.get(r.productId) ?? null)),
      total,
      window,
    );
  }

  /** The back office's list, newest first, all or only visible or hidden ones. */
  async forAdmin(visibility: ReviewVisibilityFilter, window: PageWindow): Promise<ListPage<AdminReviewView>> {
    const where: FindOptionsWhere<Review> = visibility === 'all' ? {} : { hidden: visibility === 'hidden' };
    const [rows, total] = await this.reviews.findAndCount({ where, order: NEWEST_FIRST, skip: window.offset, take: window.pageSize });
    const slugs = await this.slugsOf(rows);
    return listPage(
      rows.map((r) => toAdminReviewView(r, slugs.get(r.productId) ?? null)),
      total,
      window,
    );
  }

  /**
   * Hides a review (with the admin's reason) or shows it again, and takes it out of (or back into)
   * the product's totals in the same transaction. The row changes only from the other state, so a
   * repeat, or two admins at once, counts it once.
   */
  async setHidden(id: string, input: ReviewHiddenDto): Promise<AdminReviewView> {
    if (!isUuid(id)) throw reviewNotFound();
    const review = await serialTransaction(this.dataSource, async (manager) => {
      const repo = manager.getRepository(Review);
      const changes = input.hidden
        ? { hidden: true, hiddenReason: input.reason?.trim() ?? null, hiddenAt: new Date() }
        : { hidden: false, hiddenReason: null, hiddenAt: null };
      const result = await repo.update({ id: id.toLowerCase(), hidden: !input.hidden }, changes);
      const row = await repo.findOne({ where: { id: id.toLowerCase() } });
      if (!row) throw reviewNotFound();
      if (result.affected) await this.products.adjustRating(manager, row.productId, row, input.hidden ? -1 : 1);
      return row;
    });
    return toAdminReviewView(review, (await this.slugsOf([review])).get(review.productId) ?? null);
  }

  /** Every review photo, for the uploads clean-up (hidden reviews keep theirs: they can be shown again). */
  async referencedImagePaths(): Promise<string[]> {
    const rows = await this.reviews.find({ select: { id: true, photoUrl: true } });
    return rows.flatMap((r) => (r.photoUrl?.startsWith(UPLOADS_PATH_PREFIX) ? [r.photoUrl] : []));
  }

  private async slugsOf(rows: readonly Review[]): Promise<Map<string, string>> {
    const products = await this.products.findMany([...new Set(rows.map((r) => r.productId))]);
    return new Map([...products].map(([id, p]) => [id, p.slug]));
  }
}
