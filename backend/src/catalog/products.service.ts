import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Like, Repository } from 'typeorm';
import { ProductView, formatPence } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { moneyToPence } from '../common/validators';
import { CatalogueQuery, queryCatalogue } from './domain/catalogue-query';
import { isUuid, slugify, uniqueSlug } from './domain/slug';
import { ProductInputDto } from './dto/product-input.dto';
import { toProductView } from './dto/product.view';
import { Product } from './product.entity';

const money = (value: string | number): string => formatPence(moneyToPence(value) as number);

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async list(query: CatalogueQuery = {}): Promise<ProductView[]> {
    const rows = await this.products.find({ order: { createdAt: 'DESC', slug: 'ASC' } });
    return queryCatalogue(rows.map(toProductView), query);
  }

  async findOne(identifier: string): Promise<ProductView> {
    return toProductView(await this.load(identifier));
  }

  /** By id when the identifier is a UUID, otherwise by slug (spec §2: both are used). */
  async load(identifier: string): Promise<Product> {
    const product = isUuid(identifier)
      ? await this.products.findOneBy({ id: identifier })
      : await this.products.findOneBy({ slug: identifier.toLowerCase() });
    if (!product) throw AppError.notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    return product;
  }

  async create(input: ProductInputDto): Promise<ProductView> {
    const base = slugify(input.name);
    const taken = await this.products.find({ select: { slug: true }, where: { slug: Like(`${base}%`) } });
    const product = this.products.create({
      ...this.fields(input),
      slug: uniqueSlug(base, new Set(taken.map((p) => p.slug))),
      listingId: null,
      rentalPrice4Day: null,
      imageUrl: null,
    });
    return toProductView(await this.products.save(product));
  }

  /** The slug stays as it was: shared links keep working after a rename. */
  async update(id: string, input: ProductInputDto): Promise<ProductView> {
    const product = await this.loadById(id);
    Object.assign(product, this.fields(input));
    return toProductView(await this.products.save(product));
  }

  async remove(id: string): Promise<void> {
    const product = await this.loadById(id);
    await this.products.remove(product);
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
}
