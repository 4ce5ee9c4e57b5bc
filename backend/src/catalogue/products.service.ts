import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, Like } from 'typeorm';
import { BookingRules, NO_BOOKING_RULES, ProductView, type ReviewFit, UPLOADS_PATH_PREFIX } from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { listWindow } from '../common/admin-list/list-window';
import { ListPage } from '../common/paging/page-window';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { storedStock } from '../common/stock';
import { isUuid } from '../common/uuid';
import { UploadsService } from '../uploads/uploads.service';
import { CatalogCache, CatalogueSnapshot } from './catalogue-cache';
import { adminProductPage } from './domain/admin-product-list';
import { CatalogueQuery, queryCatalogue } from './domain/catalogue-query';
import { slugify, uniqueSlug } from './domain/slug';
import { storedImageUrls } from './domain/stored-images';
import { AdminProductQueryDto } from './dto/admin-product-query.dto';
import { ProductInputDto } from './dto/product-input.dto';
import { bookingRulesOf, toProductView } from './dto/product.view';
import { Product } from './product.entity';

/** The catalogue's filters and sorts, for pages rendered on the server (web/) as for the API. */
export { type CatalogueQuery, queryCatalogue };

/** How callers name a product: admin routes and cart lines by id only, shop pages by id or slug. */
export type ProductLookup = 'id' | 'id-or-slug';

/** What the booking check needs of a product, read under its row lock. */
export type LockedProduct = Pick<Product, 'id' | 'name' | 'availableSizes' | 'stock' | 'requiresApproval'>;

/** The columns a lender's listing fills when it goes live (the slug is chosen here, against the taken ones). */
export type PublishedProductFields = Pick<
  Product,
  | 'slug'
  | 'name'
  | 'description'
  | 'brand'
  | 'category'
  | 'occasions'
  | 'basePrice'
  | 'rentalPrice4Day'
  | 'retailPrice'
  | 'imageUrls'
  | 'imageUrl'
  | 'availableSizes'
  | 'listingId'
>;

/** The column of the product row that counts each fit. */
const FIT_COLUMNS: Readonly<Record<ReviewFit, 'fitRunsSmall' | 'fitTrueToSize' | 'fitRunsLarge'>> = {
  'runs-small': 'fitRunsSmall',
  'true-to-size': 'fitTrueToSize',
  'runs-large': 'fitRunsLarge',
};

const productNotFound = () => AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');

/** A slug for `name` that no product has yet; read inside the writing transaction. */
async function freeSlug(manager: EntityManager, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await manager.getRepository(Product).find({ select: { slug: true }, where: { slug: Like(`${base}%`) } });
  return uniqueSlug(base, new Set(taken.map((p) => p.slug)));
}

/**
 * The catalogue: the only reader and writer of the products table. Other modules ask it for
 * products (from the cached snapshot, which every request sees fresh) or, inside their own
 * transaction, lock or publish through the EntityManager they pass.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: CatalogCache,
    private readonly uploads: UploadsService,
    private readonly availability: AvailabilityService,
  ) {}

  /** Every uploaded image path (`/objects/uploads/{id}`) a product shows, for the uploads clean-up. */
  async referencedImagePaths(): Promise<string[]> {
    const rows = await this.dataSource.getRepository(Product).find({ select: { id: true, imageUrls: true, imageUrl: true } });
    return rows.flatMap((p) => [...storedImageUrls(p.imageUrls), p.imageUrl ?? '']).filter((url) => url.startsWith(UPLOADS_PATH_PREFIX));
  }

  /**
   * Adds one review's stars and fit to the product's rating totals (`sign` -1 takes them away: a
   * review hidden), in the caller's transaction. One UPDATE of increments, so two reviews written at
   * once both count; being a product write, it bumps the catalogue version and the cards show it.
   * A product deleted meanwhile has nothing to update.
   */
  async adjustRating(manager: EntityManager, productId: string, review: { rating: number; fit: ReviewFit }, sign: 1 | -1): Promise<void> {
    const fitColumn = FIT_COLUMNS[review.fit];
    // Integers we computed, never client text, go into the expressions.
    const plus = (column: string, n: number) => () => `${column} + (${Math.trunc(n)})`;
    await manager
      .createQueryBuilder()
      .update(Product)
      .set({
        ratingCount: plus('ratingCount', sign),
        ratingSum: plus('ratingSum', sign * review.rating),
        [fitColumn]: plus(fitColumn, sign),
      })
      .where('id = :productId', { productId })
      .execute();
  }

  /** Every product, newest first, serialised once per catalogue version. */
  snapshot(): Promise<CatalogueSnapshot> {
    return this.cache.snapshot();
  }

  /**
   * The back office's page of products, from the catalogue snapshot every request already sees
   * fresh: filtered and counted in one walk over the version's list in the sort's order (kept per
   * version), so no query reads the products table, whatever it holds.
   */
  async adminList(query: AdminProductQueryDto): Promise<ListPage<ProductView>> {
    const window = listWindow(query);
    const snapshot = await this.cache.snapshot();
    const { items, total } = adminProductPage(snapshot.adminOrder(query.sort ?? 'createdAt-desc'), window, window.offset, window.pageSize);
    return { items, total, page: window.page, pageSize: window.pageSize };
  }

  /** With `availableOn`, only dresses with a free unit for that start date (read from bookings, not cached). */
  async list(query: CatalogueQuery & { availableOn?: string; duration?: '2' | '4' } = {}): Promise<ProductView[]> {
    const listed = queryCatalogue((await this.cache.snapshot()).products, query);
    if (!query.availableOn) return listed;
    const duration = query.duration === '4' ? 4 : 2;
    return this.availability.availableOn(listed, query.availableOn, duration, query.size);
  }

  /**
   * The one "find the product or 404": by id, or also by slug where the shop's links use it, from
   * the cached catalogue (its version is read fresh, so a product written before this call is in it).
   */
  async getOrThrow(identifier: string, lookup: ProductLookup = 'id-or-slug'): Promise<ProductView> {
    const product = lookup === 'id' && !isUuid(identifier) ? null : (await this.cache.snapshot()).find(identifier);
    if (!product) throw productNotFound();
    return product;
  }

  /** The products of `ids` that exist, by id, from the cached catalogue (a lender's dresses). */
  async findMany(ids: readonly string[]): Promise<Map<string, ProductView>> {
    const { byId } = await this.cache.snapshot();
    return new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id) as ProductView] as const] : [])));
  }

  /** Every product named by `ids` (repeats allowed), or 404 when one is unknown. */
  async getManyOrThrow(ids: readonly string[]): Promise<Map<string, ProductView>> {
    const unique = [...new Set(ids)];
    const { byId } = await this.cache.snapshot();
    const found = unique.every(isUuid) ? unique.map((id) => byId.get(id)).filter((p): p is ProductView => p !== undefined) : [];
    const byIds = new Map(found.map((product) => [product.id, product]));
    if (unique.some((id) => !byIds.has(id))) throw productNotFound();
    return byIds;
  }

  /**
   * Locks the products' rows (MariaDB; SQLite writes one at a time) in id order, so two orders never
   * wait on each other in a cycle, and returns them. Call it before inserting rows that reference
   * the products: their foreign-key checks take shared locks that would deadlock two checkouts.
   */
  async lockForUpdate(manager: EntityManager, ids: readonly string[]): Promise<Map<string, LockedProduct>> {
    const unique = [...new Set(ids)].sort();
    let query = manager
      .createQueryBuilder(Product, 'p')
      .select(['p.id', 'p.name', 'p.availableSizes', 'p.stock', 'p.requiresApproval'])
      .where('p.id IN (:...ids)', { ids: unique })
      .orderBy('p.id', 'ASC');
    if (manager.connection.options.type !== 'better-sqlite3') query = query.setLock('pessimistic_write');
    const rows = await query.getMany();
    if (rows.length !== unique.length) throw productNotFound();
    return new Map(rows.map((p) => [p.id, p]));
  }

  /**
   * Inside the caller's transaction (a listing going live): stores the product `build` makes with a
   * slug for `name` that no product has yet, and returns its id and slug.
   */
  async publishFromListing(
    manager: EntityManager,
    name: string,
    build: (slug: string) => PublishedProductFields,
  ): Promise<{ id: string; slug: string }> {
    const products = manager.getRepository(Product);
    const product = await products.save(products.create(build(await freeSlug(manager, name))));
    return { id: product.id, slug: product.slug };
  }

  /**
   * Inside the caller's transaction (a lender repricing her live dress): the product's new prices.
   * Saved as an entity so the catalogue version moves in the same transaction and every read sees them at once.
   */
  async repriceFromListing(
    manager: EntityManager,
    productId: string,
    prices: Pick<Product, 'basePrice' | 'rentalPrice4Day'>,
  ): Promise<void> {
    const products = manager.getRepository(Product);
    const product = await products.findOneBy({ id: productId });
    if (!product) return; // removed by the admin meanwhile: the listing alone keeps her prices
    await products.save(Object.assign(product, prices));
  }

  async create(input: ProductInputDto): Promise<ProductView> {
    await this.uploads.assertUsableImages(input.imageUrls, 'product');
    const saved = await serialTransaction(this.dataSource, async (manager) => {
      const repo = manager.getRepository(Product);
      const product = await repo.save(
        repo.create({
          ...this.fields(input),
          stock: this.stock(input, null),
          slug: await freeSlug(manager, input.name),
          listingId: null,
          rentalPrice4Day: null,
          imageUrl: null,
          ...this.bookingRules(input, NO_BOOKING_RULES),
          requiresApproval: input.requiresApproval ?? false,
        }),
      );
      return product;
    });
    return toProductView(saved);
  }

  /** The slug stays as it was: shared links keep working after a rename. */
  async update(id: string, input: ProductInputDto): Promise<ProductView> {
    const { id: found } = await this.getOrThrow(id, 'id');
    await this.uploads.assertUsableImages(input.imageUrls, 'product');
    const saved = await serialTransaction(this.dataSource, async (m) => {
      // Read in the transaction that writes: save() writes only the columns that differ from this
      // read, so a review counted meanwhile (an increment of the rating totals) is never overwritten.
      const repo = m.getRepository(Product);
      const product = await repo.findOneBy({ id: found });
      if (!product) throw productNotFound(); // deleted since the catalogue was read
      Object.assign(
        product,
        this.fields(input),
        { stock: this.stock(input, product.stock) },
        this.bookingRules(input, bookingRulesOf(product)),
        { requiresApproval: input.requiresApproval ?? product.requiresApproval },
      );
      return repo.save(product);
    });
    return toProductView(saved);
  }

  async remove(id: string): Promise<void> {
    const product = await this.row(id);
    await serialTransaction(this.dataSource, (m) => m.getRepository(Product).remove(product));
  }

  /** Inside the caller's transaction: the listing each of these products was published from, if any. */
  async listingIdsOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await manager.getRepository(Product).find({ select: { id: true, listingId: true }, where: { id: In(wanted) } });
    return new Map(rows.flatMap((p) => (p.listingId ? [[p.id, p.listingId] as const] : [])));
  }

  /** Slugs of the products that still exist, by id (the renter's order page links to them). */
  async slugsOf(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(Product).find({ select: { id: true, slug: true }, where: { id: In(wanted) } });
    return new Map(rows.map((p) => [p.id, p.slug]));
  }

  /** The stored row of a product `getOrThrow` found, to change it. */
  private async row(id: string): Promise<Product> {
    const { id: found } = await this.getOrThrow(id, 'id');
    const product = await this.dataSource.getRepository(Product).findOneBy({ id: found });
    if (!product) throw productNotFound(); // deleted since the catalogue was read
    return product;
  }

  private fields(input: ProductInputDto) {
    return {
      name: input.name,
      description: input.description,
      brand: input.brand?.trim() || null,
      category: input.category,
      occasions: input.occasions ?? [],
      basePrice: input.basePrice,
      retailPrice: input.retailPrice ?? null,
      imageUrls: input.imageUrls,
      availableSizes: [...input.availableSizes].sort((a, b) => Number(a) - Number(b)),
    };
  }

  /** A rule left out of the body stays as it was (null clears it). */
  private bookingRules(input: Partial<BookingRules>, current: BookingRules): BookingRules {
    return {
      minNoticeDays: input.minNoticeDays === undefined ? current.minNoticeDays : input.minNoticeDays,
      availableFrom: input.availableFrom === undefined ? current.availableFrom : input.availableFrom,
      availableUntil: input.availableUntil === undefined ? current.availableUntil : input.availableUntil,
    };
  }

  /**
   * The lender's (or anyone's) new rules for one product, in the caller's transaction: saved through
   * the entity so the catalogue version moves and every replica's cached catalogue is rebuilt.
   */
  async setBookingRules(manager: EntityManager, productId: string, rules: BookingRules): Promise<void> {
    const repo = manager.getRepository(Product);
    const product = await repo.findOneBy({ id: productId });
    if (!product) throw productNotFound();
    await repo.save(Object.assign(product, rules));
  }

  /** The slug and booking rules of the products that still exist, by id (the lender's live listings). */
  async liveFactsOf(ids: readonly string[]): Promise<Map<string, { slug: string; bookingRules: BookingRules }>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(Product).find({
      select: { id: true, slug: true, minNoticeDays: true, availableFrom: true, availableUntil: true },
      where: { id: In(wanted) },
    });
    return new Map(rows.map((p) => [p.id, { slug: p.slug, bookingRules: bookingRulesOf(p) }]));
  }

  /** A body without stock keeps the units already set for the sizes still offered. */
  private stock(input: ProductInputDto, current: Record<string, number> | null): Record<string, number> | null {
    return storedStock(input.stock ?? current, input.availableSizes);
  }
}
