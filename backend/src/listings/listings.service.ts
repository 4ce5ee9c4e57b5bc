import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { LISTING_TRANSITIONS, ListingStatus, formatPence } from '@dw/contracts';
import { isUuid } from '../catalog/domain/slug';
import { freeSlug } from '../catalog/products.service';
import { Product } from '../catalog/product.entity';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { assertTransition } from '../common/state-machine';
import { moneyToPence } from '../common/validators';
import { LenderAccount } from '../lenders/lender-account.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { DressListing } from './dress-listing.entity';
import { goLiveBlocker, productFromListing } from './domain/listing-product';
import { ListingInputDto } from './dto/listing-input.dto';
import { ListingViewDto, toListingView } from './dto/listing.view';
import { UploadsService } from '../uploads/uploads.service';

const money = (value: string | number): string => formatPence(moneyToPence(value) as number);

@Injectable()
export class ListingsService {
  constructor(
    @InjectRepository(DressListing) private readonly listings: Repository<DressListing>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A lender's submission; the token's account must be the one the body names. */
  async create(lender: LenderAccount, input: ListingInputDto): Promise<ListingViewDto> {
    if (input.lenderAccountId.toLowerCase() !== lender.id.toLowerCase()) {
      throw AppError.forbidden('This lender token belongs to a different lender account.', 'LENDER_TOKEN_MISMATCH');
    }
    await this.uploads.assertUsableImages(input.imageUrls, 'listing');
    const listing = await serialTransaction(this.dataSource, async (m) => {
      const saved = await m.getRepository(DressListing).save({
        lenderAccountId: lender.id,
        name: input.name,
        brand: input.brand,
        description: input.description,
        category: input.category,
        condition: input.condition,
        occasion: input.occasion,
        sizes: input.sizes,
        originalPrice: money(input.originalPrice),
        rentalPrice2Day: money(input.rentalPrice2Day),
        rentalPrice4Day: money(input.rentalPrice4Day),
        careInstructions: input.careInstructions,
        imageUrls: input.imageUrls,
        status: 'pending',
        productId: null,
        // Set here so SQLite keeps milliseconds and "newest first" holds within a second.
        createdAt: new Date(),
      });
      const who = { lenderId: lender.id, lenderName: lender.fullName, dressName: saved.name };
      await this.notifications.queue(m, { kind: 'listing-received', to: lender.email, ...who });
      await this.notifications.queue(m, { kind: 'admin-listing-review', ...who });
      return saved;
    });
    return toListingView(listing, lender.fullName);
  }

  async list(): Promise<ListingViewDto[]> {
    const rows = await this.listings.find({ relations: { lenderAccount: true }, order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map((l) => toListingView(l, l.lenderAccount?.fullName ?? null));
  }

  /** approve / reject, or 'live', which also publishes the dress to the catalogue. */
  async setStatus(id: string, status: ListingStatus): Promise<ListingViewDto> {
    await serialTransaction(this.dataSource, async (manager) => {
      const listing = await this.load(manager, id);
      assertTransition(LISTING_TRANSITIONS, 'listing', listing.status, status);
      if (status === 'live') {
        const blocker = goLiveBlocker(listing.lenderAccount);
        if (blocker) throw AppError.conflict(blocker, 'LENDER_NOT_APPROVED');
      }
      // Conditional on the status we read: a concurrent change makes this affect no row.
      const moved = await manager.getRepository(DressListing).update({ id, status: listing.status }, { status });
      if (!moved.affected) throw AppError.conflict('This listing was changed meanwhile - reload and try again.', 'STALE_STATUS');
      const productSlug = status === 'live' ? await this.publish(manager, listing) : null;
      if (listing.lenderAccount) {
        const who = {
          to: listing.lenderAccount.email,
          lenderId: listing.lenderAccount.id,
          lenderName: listing.lenderAccount.fullName,
          dressName: listing.name,
        };
        await this.notifications.queue(manager, { kind: 'listing-status-changed', status, ...who, productSlug });
      }
    }).catch((error: unknown) => {
      if (isDuplicateKeyError(error)) {
        throw AppError.conflict('Another dress with this name was published at the same moment - please try again.', 'SLUG_TAKEN');
      }
      throw error;
    });
    const listing = await this.load(this.dataSource.manager, id);
    return toListingView(listing, listing.lenderAccount?.fullName ?? null);
  }

  /** Inside the status change's transaction: the product exists exactly when the listing is live. */
  private async publish(manager: EntityManager, listing: DressListing): Promise<string> {
    const products = manager.getRepository(Product);
    const product = await products.save(products.create(productFromListing(listing, await freeSlug(manager, listing.name))));
    await manager.getRepository(DressListing).update({ id: listing.id }, { productId: product.id });
    return product.slug;
  }

  /** Inside an order's transaction: who to tell that their dress is booked, by listing id. */
  async lendersOf(
    manager: EntityManager,
    listingIds: readonly string[],
  ): Promise<Map<string, { id: string; email: string; fullName: string }>> {
    const ids = [...new Set(listingIds)];
    if (ids.length === 0) return new Map();
    const rows = await manager.getRepository(DressListing).find({ where: { id: In(ids) }, relations: { lenderAccount: true } });
    return new Map(
      rows
        .filter((l) => l.lenderAccount)
        .map((l) => [l.id, { id: l.lenderAccount.id, email: l.lenderAccount.email, fullName: l.lenderAccount.fullName }] as const),
    );
  }

  private async load(manager: EntityManager, id: string): Promise<DressListing> {
    const listing = isUuid(id)
      ? await manager.getRepository(DressListing).findOne({ where: { id }, relations: { lenderAccount: true } })
      : null;
    if (!listing) throw AppError.notFound('Dress listing not found.', 'LISTING_NOT_FOUND');
    return listing;
  }
}
