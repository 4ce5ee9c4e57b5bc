import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Like, Repository } from 'typeorm';
import { ProductView, RentalDuration, formatPence } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { serialTransaction } from '../common/serial-transaction';
import { moneyToPence } from '../common/validators';
import { AvailabilityService } from '../availability/availability.service';
import { storedStock } from '../availability/domain/stock';
import { UploadsService } from '../uploads/uploads.service';
import { CatalogCache, CatalogueSnapshot } from './catalog-cache';
import { CatalogueQuery, queryCatalogue } from './domain/catalogue-query';
import { isUuid, slugify, uniqueSlug } from './domain/slug';
import { ProductInputDto } from './dto/product-input.dto';
import { toProductView } from './dto/product.view';
import { Product } from './product.entity';

const money = (value: string | number): string => formatPence(moneyToPence(value) as number);

/** A slug for `name` that no product has yet; read inside the writing transaction. */
export async function freeSlug(manager: EntityManager, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await manager.getRepository(Product).find({ select: { slug: true }, where: { slug: Like(`${base}%`) } });
  return uniqueSlug(base, new Set(taken.map((p) => p.slug)));
}

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly dataSource: DataSource,
    private readonly cache: CatalogCache,
    private readonly uploads: UploadsService,
    private readonly availability: AvailabilityService,
  ) {}

  /** Every product, newest first, serialised once per catalogue version. */
  snapshot(): Promise<CatalogueSnapshot> {
    return this.cache.snapshot();
  }

  /** With `availableOn`, only dresses with a free unit for that start date (read from bookings, not cached). */
  async list(query: CatalogueQuery & { availableOn?: string; duration?: '2' | '4' } = {}): Promise<ProductView[]> {
    const listed = queryCatalogue((await this.cache.snapshot()).products, query);
    if (!query.availableOn) return listed;
    const duration = (query.duration === '4' ? 4 : 2) as RentalDuration;
    return this.availability.availableOn(listed, query.availableOn, duration, query.size);
  }

  /** By id or slug (links use both), from the cached catalogue. */
  async findOne(identifier: string): Promise<ProductView> {
    const { byId, bySlug } = await this.cache.snapshot();
    const product = isUuid(identifier) ? byId.get(identifier.toLowerCase()) : bySlug.get(identifier.toLowerCase());
    if (!product) throw AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    return product;
  }

  /** By id when the identifier is a UUID, otherwise by slug (links use both). */
  async load(identifier: string): Promise<Product> {
    const product = isUuid(identifier)
      ? await this.products.findOneBy({ id: identifier })
      : await this.products.findOneBy({ slug: identifier.toLowerCase() });
    if (!product) throw AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    return product;
  }

  async create(input: ProductInputDto): Promise<ProductView> {
    await this.uploads.assertUsableImages(input.imageUrls, 'product');
    const saved = await serialTransaction(this.dataSource, async (manager) => {
      const repo = manager.getRepository(Product);
      return repo.save(
        repo.create({
          ...this.fields(input),
          stock: this.stock(input, null),
          slug: await freeSlug(manager, input.name),
          listingId: null,
          rentalPrice4Day: null,
          imageUrl: null,
        }),
      );
    });
    return toProductView(saved);
  }

  /** The slug stays as it was: shared links keep working after a rename. */
  async update(id: string, input: ProductInputDto): Promise<ProductView> {
    const product = await this.loadById(id);
    await this.uploads.assertUsableImages(input.imageUrls, 'product');
    Object.assign(product, this.fields(input), { stock: this.stock(input, product.stock) });
    return toProductView(await serialTransaction(this.dataSource, (m) => m.getRepository(Product).save(product)));
  }

  async remove(id: string): Promise<void> {
    const product = await this.loadById(id);
    await serialTransaction(this.dataSource, (m) => m.getRepository(Product).remove(product));
  }

  /** Slugs of the products that still exist, by id (the renter's order page links to them). */
  async slugsOf(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.products.find({ select: { id: true, slug: true }, where: { id: In(wanted) } });
    return new Map(rows.map((p) => [p.id, p.slug]));
  }

  private async loadById(id: string): Promise<Product> {
    const product = isUuid(id) ? await this.products.findOneBy({ id }) : null;
    if (!product) throw AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    return product;
  }

  private fields(input: ProductInputDto) {
    return {
      name: input.name,
      description: input.description,
      brand: input.brand?.trim() || null,
      category: input.category,
      occasions: input.occasions ?? [],
      basePrice: money(input.basePrice),
      retailPrice: input.retailPrice === undefined || input.retailPrice === null ? null : money(input.retailPrice),
      imageUrls: input.imageUrls,
      availableSizes: [...input.availableSizes].sort((a, b) => Number(a) - Number(b)),
    };
  }

  /** A body without stock keeps the units already set for the sizes still offered. */
  private stock(input: ProductInputDto, current: Record<string, number> | null): Record<string, number> | null {
    return storedStock(input.stock ?? current, input.availableSizes);
  }
}
