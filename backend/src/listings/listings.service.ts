import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import {
  BookingRules,
  LENDER_AREA_MESSAGES,
  LISTING_RESUBMIT_TRANSITIONS,
  LISTING_TRANSITIONS,
  ListingStatus,
  UPLOADS_PATH_PREFIX,
  canChangeLiveDress,
  canTransition,
} from '@dw/contracts';
import { ProductsService } from '../catalogue/products.service';
import { listWindow } from '../common/admin-list/list-window';
import { ListPage, PageWindow, listPage } from '../common/paging/page-window';
import { namedSort } from '../common/admin-list/named-list-query.dto';
import { AppError } from '../common/app-error';
import { isDuplicateKeyError } from '../common/db-errors';
import { rejectionReasonOrThrow } from '../common/rejection-reason';
import { serialTransaction } from '../common/serial-transaction';
import { assertTransition, transitionStatus } from '../common/state-machine';
import { isUuid } from '../common/uuid';
import { ActingLender } from '../lenders/lender-token.guard';
import { LenderContact, LendersService } from '../lenders/lenders.service';
import { NotificationsService } from '../notifications/notifications.service';
import { DressListing } from './dress-listing.entity';
import { goLiveBlocker, productFromListing, productPrices } from './domain/listing-product';
import { LenderListingDto, toLenderListing } from './dto/lender-listing.view';
import { LenderListingInputDto, ListingInputDto, ListingPricesDto } from './dto/listing-input.dto';
import { ListingListQueryDto } from './dto/listing-list-query.dto';
import { ListingViewDto, toListingView } from './dto/listing.view';
import { UploadsService } from '../uploads/uploads.service';

/** At most this many lenders matched by name widen a listing search (a one-letter search stays bounded). */
const LENDER_MATCH_LIMIT = 500;

const listingNotFound = () => AppError.notFound('Dress listing not found.', 'LISTING_NOT_FOUND');

/** What a lender writes of her dress, from a submission or an edit (money already parsed by the DTO). */
function listingFields(
  input: LenderListingInputDto,
): Pick<
  DressListing,
  | 'name'
  | 'brand'
  | 'description'
  | 'category'
  | 'condition'
  | 'occasion'
  | 'sizes'
  | 'originalPrice'
  | 'rentalPrice2Day'
  | 'rentalPrice4Day'
  | 'careInstructions'
  | 'imageUrls'
> {
  const { name, brand, description, category, condition, occasion, sizes, careInstructions, imageUrls } = input;
  const { originalPrice, rentalPrice2Day, rentalPrice4Day } = input;
  return {
    name,
    brand,
    description,
    category,
    condition,
    occasion,
    sizes,
    originalPrice,
    rentalPrice2Day,
    rentalPrice4Day,
    careInstructions,
    imageUrls,
  };
}

@Injectable()
export class ListingsService {
  constructor(
    @InjectRepository(DressListing) private readonly listings: Repository<DressListing>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly products: ProductsService,
    private readonly lenders: LendersService,
    private readonly notifications: NotificationsService,
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
    await this.uploads.assertOwnUploads(input.imageUrls, lender.id);
    await this.uploads.assertUsableImages(input.imageUrls, 'listing');
    const listing = await serialTransaction(this.dataSource, async (m) => {
      const saved = await m.getRepository(DressListing).save({
        lenderAccountId: lender.id,
        ...listingFields(input),
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

  /**
   * approve / reject, or 'live', which also publishes the dress to the catalogue. A rejection carries
   * its reason, stored and e-mailed (400 before anything changes without one).
   */
  async setStatus(id: string, status: ListingStatus, reason?: string | null): Promise<ListingViewDto> {
    const rejectionReason = rejectionReasonOrThrow(status, reason);
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
      await manager.getRepository(DressListing).update({ id }, { rejectionReason });
      const productSlug = status === 'live' ? await this.publish(manager, listing) : null;
      const lender = (await this.lenders.contactsOf(manager, [listing.lenderAccountId])).get(listing.lenderAccountId);
      if (lender) {
        const who = { to: lender.email, lenderId: lender.id, lenderName: lender.fullName, dressName: listing.name };
        await this.notifications.queue(manager, { kind: 'listing-status-changed', status, ...who, productSlug, reason: rejectionReason });
      }
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

  /** The lender's own listings, newest first, with the admin's reason and the live product's slug. */
  async listOwn(lender: ActingLender, window: PageWindow, status?: ListingStatus): Promise<ListPage<LenderListingDto>> {
    const [rows, total] = await this.listings.findAndCount({
      where: { lenderAccountId: lender.id, ...(status ? { status } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: window.offset,
      take: window.pageSize,
    });
    const live = await this.products.liveFactsOf(rows.flatMap((l) => (l.status === 'live' && l.productId ? [l.productId] : [])));
    const items = rows.map((l) => toLenderListing(l, lender.fullName, l.productId ? (live.get(l.productId) ?? null) : null));
    return listPage(items, total, window);
  }

  /**
   * The lender edits her pending or rejected listing: it goes (back) to pending without the old
   * reason and the admin is told again. Another lender's listing answers as unknown (404).
   */
  async resubmit(lender: ActingLender, id: string, input: LenderListingInputDto): Promise<LenderListingDto> {
    await this.loadOwn(this.dataSource.manager, lender.id, id);
    await this.uploads.assertOwnUploads(input.imageUrls, lender.id);
    await this.uploads.assertUsableImages(input.imageUrls, 'listing');
    await serialTransaction(this.dataSource, async (m) => {
      const listing = await this.loadOwn(m, lender.id, id);
      const standing = await this.lenders.standing(m, lender.id);
      if (standing?.status === 'rejected') {
        throw AppError.forbidden('This lender account was not approved, so it cannot submit dresses.', 'LENDER_ACCOUNT_REJECTED');
      }
      if (!canTransition(LISTING_RESUBMIT_TRANSITIONS, listing.status, 'pending')) {
        throw AppError.conflict(LENDER_AREA_MESSAGES.listingNotEditable, 'LISTING_NOT_EDITABLE');
      }
      await transitionStatus(m, {
        entity: DressListing,
        label: 'listing',
        table: LISTING_RESUBMIT_TRANSITIONS,
        id: listing.id,
        from: listing.status,
        to: 'pending',
        changedMeanwhile: 'This listing was changed meanwhile - reload and try again.',
        notFound: listingNotFound,
      });
      await m.getRepository(DressListing).update(
        { id: listing.id },
        {
          ...listingFields(input),
          rejectionReason: null,
        },
      );
      await this.notifications.queue(m, {
        kind: 'admin-listing-review',
        lenderId: lender.id,
        lenderName: lender.fullName,
        dressName: input.name,
      });
    });
    return toLenderListing(await this.loadOwn(this.dataSource.manager, lender.id, id), lender.fullName, null);
  }

  /**
   * The lender reprices her live dress: the listing and its product in one transaction, so the shop
   * shows the new prices at once. Orders already placed keep their own line prices; a quote taken
   * before answers the new ones (and checkout with the old figures 409 QUOTE_CHANGED).
   */
  changePrices(lender: ActingLender, id: string, prices: ListingPricesDto): Promise<LenderListingDto> {
    return this.changeLive(lender, id, LENDER_AREA_MESSAGES.pricesOnlyWhenLive, async (m, listing, productId) => {
      const { rentalPrice2Day, rentalPrice4Day } = prices;
      await m.getRepository(DressListing).update({ id: listing.id }, { rentalPrice2Day, rentalPrice4Day });
      await this.products.repriceFromListing(m, productId, productPrices(prices));
    });
  }

  /** The lender sets her live dress's booking rules (notice, first and last start date). */
  setBookingRules(lender: ActingLender, id: string, rules: BookingRules): Promise<LenderListingDto> {
    return this.changeLive(lender, id, LENDER_AREA_MESSAGES.listingNotLive, (m, _listing, productId) =>
      this.products.setBookingRules(m, productId, rules),
    );
  }

  /**
   * A change the lender makes to her own live dress, in one transaction, answered with her listing as
   * it now is. Another lender's listing reads as unknown (404); one not live has no dress in the shop
   * to change (409 LISTING_NOT_LIVE, with `notLive` saying what waits for it).
   */
  private async changeLive(
    lender: ActingLender,
    id: string,
    notLive: string,
    change: (m: EntityManager, listing: DressListing, productId: string) => Promise<void>,
  ): Promise<LenderListingDto> {
    await serialTransaction(this.dataSource, async (m) => {
      const listing = await this.loadOwn(m, lender.id, id);
      if (!canChangeLiveDress(listing.status) || !listing.productId) throw AppError.conflict(notLive, 'LISTING_NOT_LIVE');
      await change(m, listing, listing.productId);
    });
    const listing = await this.loadOwn(this.dataSource.manager, lender.id, id);
    const live = await this.products.liveFactsOf(listing.productId ? [listing.productId] : []);
    return toLenderListing(listing, lender.fullName, (listing.productId && live.get(listing.productId)) || null);
  }

  /** The catalogue products published from this lender's live listings (her bookings and blocks are on these). */
  async liveProductIdsOf(lenderId: string): Promise<string[]> {
    const rows = await this.listings.find({ select: { id: true, productId: true }, where: { lenderAccountId: lenderId, status: 'live' } });
    return rows.flatMap((l) => (l.productId ? [l.productId] : []));
  }

  /** Inside the status change's transaction: the product exists exactly when the listing is live. */
  private async publish(manager: EntityManager, listing: DressListing): Promise<string> {
    const product = await this.products.publishFromListing(manager, listing.name, (slug) => productFromListing(listing, slug));
    await manager.getRepository(DressListing).update({ id: listing.id }, { productId: product.id });
    return product.slug;
  }

  /** Inside an order's transaction: who to tell that their dress is booked, by listing id. */
  async lendersOf(manager: EntityManager, listingIds: readonly string[]): Promise<Map<string, LenderContact>> {
    const ids = [...new Set(listingIds)];
    if (ids.length === 0) return new Map();
    const rows = await manager.getRepository(DressListing).find({ select: { id: true, lenderAccountId: true }, where: { id: In(ids) } });
    const contacts = await this.lenders.contactsOf(
      manager,
      rows.map((l) => l.lenderAccountId),
    );
    return new Map(
      rows.flatMap((l) => {
        const contact = contacts.get(l.lenderAccountId);
        return contact ? [[l.id, contact] as const] : [];
      }),
    );
  }

  /** One of this lender's listings; anyone else's reads as missing, so ids reveal nothing. */
  private async loadOwn(manager: EntityManager, lenderId: string, id: string): Promise<DressListing> {
    const listing = isUuid(id) ? await manager.getRepository(DressListing).findOneBy({ id, lenderAccountId: lenderId }) : null;
    if (!listing) throw listingNotFound();
    return listing;
  }

  private async load(manager: EntityManager, id: string): Promise<DressListing> {
    const listing = isUuid(id) ? await manager.getRepository(DressListing).findOneBy({ id }) : null;
    if (!listing) throw listingNotFound();
    return listing;
  }
}
