import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository } from 'typeorm';
import { LISTING_TRANSITIONS, ListingStatus, UPLOADS_PATH_PREFIX } from '@dw/contracts';
import { ProductsService } from '../catalog/products.service';
import { ListPage, listWindow } from '../common/admin-list/list-window';
import { namedSort } from '../common/admin-list/named-list-query.dto';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { serialTransaction } from '../common/serial-transaction';
import { assertTransition, transitionStatus } from '../common/state-machine';
import { isUuid } from '../common/uuid';
import { ActingLender } from '../lenders/lender-token.guard';
import { LendersService } from '../lenders/lenders.service';
import { DressListing } from './dress-listing.entity';
import { goLiveBlocker, productFromListing } from './domain/listing-product';
import { ListingInputDto } from './dto/listing-input.dto';
import { ListingListQueryDto } from './dto/listing-list-query.dto';
import { ListingViewDto, toListingView } from './dto/listing.view';
import { UploadsService } from '../uploads/uploads.service';

/** At most this many lenders matched by name widen a listing search (a one-letter search stays bounded). */
const LENDER_MATCH_LIMIT = 500;

const listingNotFound = () => AppError.notFound('Dress listing not found.', 'LISTING_NOT_FOUND');

@Injectable()
export class ListingsService {
  constructor(
    @InjectRepository(DressListing) private readonly listings: Repository<DressListing>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly products: ProductsService,
    private readonly lenders: LendersService,
  ) {}

  /** Every uploaded image path (`/objects/uploads/{id}`) a listing names, whatever its status, for the uploads clean-up. */
  async referencedImagePaths(): Promise<string[]> {
    const rows = await this.listings.find({ select: { id: true, imageUrls: true } });
    return rows.flatMap((l) => l.imageUrls ?? []).filter((url) => url.startsWith(UPLOADS_PATH_PREFIX));
  }

  /** A lender's submission; the token's account must be the one the body names. */
  async create(lender: ActingLender, input: ListingInputDto): Promise<ListingViewDto> {
    if (input.lenderAccountId.toLowerCase() !== lender.id.toLowerCase()) {
      throw AppError.forbidden('This lender token belongs to a different lender account.', 'LENDER_TOKEN_MISMATCH');
    }
    await this.uploads.assertUsableImages(input.imageUrls, 'listing');
    const listing = await serialTransaction(this.dataSource, (m) =>
      m.getRepository(DressListing).save({
        lenderAccountId: lender.id,
        name: input.name,
        brand: input.brand,
        description: input.description,
        category: input.category,
        condition: input.condition,
        occasion: input.occasion,
        sizes: input.sizes,
        originalPrice: input.originalPrice,
        rentalPrice2Day: input.rentalPrice2Day,
        rentalPrice4Day: input.rentalPrice4Day,
        careInstructions: input.careInstructions,
        imageUrls: input.imageUrls,
        status: 'pending',
        productId: null,
        // Set here so SQLite keeps milliseconds and "newest first" holds within a second.
        createdAt: new Date(),
      }),
    );
    return toListingView(listing, lender.fullName);
  }

  /** One page, filtered and sorted in SQL (ties by id), with how many match; the lenders' names come from LendersService. */
  async list(query: ListingListQueryDto): Promise<ListPage<ListingViewDto>> {
    const window = listWindow(query);
    const sort = namedSort(query.sort, 'name');
    const qb = this.listings.createQueryBuilder('l');
    if (query.status) qb.andWhere('l.status = :status', { status: query.status });
    if (window.createdFrom) qb.andWhere('l.createdAt >= :createdFrom', { createdFrom: window.createdFrom });
    if (window.createdBefore) qb.andWhere('l.createdAt < :createdBefore', { createdBefore: window.createdBefore });
    if (window.contains) {
      const contains = window.contains;
      const lenderIds = await this.lenders.idsNamed(contains, LENDER_MATCH_LIMIT);
      qb.andWhere(
        new Brackets((or) => {
          or.where("l.name LIKE :contains ESCAPE '!'", { contains }).orWhere("l.brand LIKE :contains ESCAPE '!'", { contains });
          if (lenderIds.length > 0) or.orWhere('l.lenderAccountId IN (:...lenderIds)', { lenderIds });
        }),
      );
    }
    const [rows, total] = await qb
      .orderBy(`l.${sort.column}`, sort.direction)
      .addOrderBy('l.id', sort.direction)
      .skip(window.offset)
      .take(window.pageSize)
      .getManyAndCount();
    const names = await this.lenders.namesOf(rows.map((l) => l.lenderAccountId));
    const items = rows.map((l) => toListingView(l, names.get(l.lenderAccountId) ?? null));
    return { items, total, page: window.page, pageSize: window.pageSize };
  }

  /** Listings awaiting the admin's review. */
  pendingCount(): Promise<number> {
    return this.listings.count({ where: { status: 'pending' } });
  }

  /** approve / reject, or 'live', which also publishes the dress to the catalogue. */
  async setStatus(id: string, status: ListingStatus): Promise<ListingViewDto> {
    await serialTransaction(this.dataSource, async (manager) => {
      const listing = await this.load(manager, id);
      assertTransition(LISTING_TRANSITIONS, 'listing', listing.status, status);
      if (status === 'live') {
        const lender = await this.lenders.standing(manager, listing.lenderAccountId);
        const blocker = lender ? goLiveBlocker(lender) : null;
        if (blocker) throw AppError.conflict(blocker, 'LENDER_NOT_APPROVED');
      }
      // Conditional on the status we read: a concurrent change makes this affect no row.
      await transitionStatus(manager, {
        entity: DressListing,
        label: 'listing',
        table: LISTING_TRANSITIONS,
        id,
        from: listing.status,
        to: status,
        changedMeanwhile: 'This listing was changed meanwhile - reload and try again.',
        notFound: listingNotFound,
      });
      if (status === 'live') await this.publish(manager, listing);
    }).catch((error: unknown) => {
      if (isDuplicateKeyError(error)) {
        throw AppError.conflict('Another dress with this name was published at the same moment - please try again.', 'SLUG_TAKEN');
      }
      throw error;
    });
    const listing = await this.load(this.dataSource.manager, id);
    const names = await this.lenders.namesOf([listing.lenderAccountId]);
    return toListingView(listing, names.get(listing.lenderAccountId) ?? null);
  }

  /** Inside the status change's transaction: the product exists exactly when the listing is live. */
  private async publish(manager: EntityManager, listing: DressListing): Promise<void> {
    const productId = await this.products.publishFromListing(manager, listing.name, (slug) => productFromListing(listing, slug));
    await manager.getRepository(DressListing).update({ id: listing.id }, { productId });
  }

  private async load(manager: EntityManager, id: string): Promise<DressListing> {
    const listing = isUuid(id) ? await manager.getRepository(DressListing).findOneBy({ id }) : null;
    if (!listing) throw listingNotFound();
    return listing;
  }
}
