import { Injectable } from '@nestjs/common';
import { DataSource, In, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CATEGORY_SLUGS, CataloguePage, formatPence, todayInLondon } from '@dw/contracts';
import { AvailabilityService } from '../availability/availability.service';
import { AppError } from '../common/app-error';
import { unitsOf } from '../common/stock';
import { CatalogueCriteria, CatalogueParams, catalogueCriteria } from './domain/catalogue-criteria';
import { GroupedCounts, catalogueFacets, fullProductsBySize } from './domain/catalogue-facets';
import { CARD_COLUMNS, toProductCardView } from './dto/product-card.view';
import { ProductOccasion, ProductSize } from './product-index.entities';
import { Product } from './product.entity';

/** The filter a facet leaves out, so its counts say what picking another value would give. */
type FacetField = 'size' | 'category' | 'occasion';

/** For each size, the products with no unit of it free for the requested window. */
type FullBySize = ReadonlyMap<string, readonly string[]>;

const CATEGORY_SET = new Set<string>(CATEGORY_SLUGS);
const ID_CHUNK = 500;

/**
 * GET /api/catalogue: one page of cards, the total and the facet counts, each a query on indexes
 * (products' category, basePrice, createdAt and brand; the narrow tables product_sizes,
 * product_occasions and product_words), never the catalogue loaded in memory. Reads only the
 * catalogue's tables; the holds of a date come from the availability module.
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
  ) {}

  async page(params: CatalogueParams): Promise<CataloguePage> {
    const result = catalogueCriteria(params, todayInLondon());
    if ('problem' in result) throw AppError.invalid(result.problem);
    const c = result.criteria;
    const full = c.window ? await this.fullBySize(c) : new Map<string, string[]>();

    const itemsQuery = this.filtered(this.products(), c, full);
    for (const [column, direction] of this.order(c)) itemsQuery.addOrderBy(column, direction);
    const rows = await itemsQuery
      .select(CARD_COLUMNS.map((column) => `p.${column}`))
      .offset((c.page - 1) * c.pageSize)
      .limit(c.pageSize)
      .getMany();
    const total = await this.filtered(this.products(), c, full).select('COUNT(*)', 'n').getRawOne<{ n: string | number }>();

    const categories = this.filtered(this.products(), c, full, 'category')
      .select('p.category', 'value')
      .addSelect('COUNT(*)', 'n')
      .groupBy('p.category');
    const occasions = this.filtered(
      this.dataSource.createQueryBuilder(ProductOccasion, 'fo').innerJoin(Product, 'p', 'p.id = fo.productId'),
      c,
      full,
      'occasion',
    )
      .select('fo.occasion', 'value')
      .addSelect('COUNT(*)', 'n')
      .groupBy('fo.occasion');
    const sizes = this.filtered(
      this.dataSource.createQueryBuilder(ProductSize, 'fs').innerJoin(Product, 'p', 'p.id = fs.productId'),
      c,
      full,
      'size',
    );
    if (c.window) this.freeSizeOnly(sizes, 'fs', full, 'facet');
    sizes.select('fs.size', 'value').addSelect('COUNT(*)', 'n').groupBy('fs.size');

    return {
      items: rows.map(toProductCardView),
      total: Number(total?.n ?? 0),
      page: c.page,
      pageSize: c.pageSize,
      facets: catalogueFacets({
        sizes: await grouped(sizes),
        categories: await grouped(categories),
        occasions: await grouped(occasions),
      }),
    };
  }

  private products(): SelectQueryBuilder<Product> {
    return this.dataSource.createQueryBuilder(Product, 'p');
  }

  private get sqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /** Every filter of `c` on the products aliased `p`, but the one a facet leaves out. */
  private filtered<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    c: CatalogueCriteria,
    full: FullBySize,
    except?: FacetField,
  ): SelectQueryBuilder<T> {
    qb.where('1 = 1');
    if (except !== 'size' && (c.size || c.window)) {
      const sub = this.dataSource.createQueryBuilder(ProductSize, 'ws').select('ws.productId');
      if (c.size) sub.where('ws.size = :size', { size: c.size });
      if (c.window) this.freeSizeOnly(sub, 'ws', full, 'filter');
      qb.andWhere(`p.id IN (${sub.getQuery()})`, sub.getParameters());
    }
    if (except !== 'category' && c.categoryTerms) {
      const categories = c.categoryTerms.filter((t) => CATEGORY_SET.has(t));
      const occasions = c.categoryTerms.filter((t) => !CATEGORY_SET.has(t));
      const byOccasion = 'SELECT co.productId FROM product_occasions co WHERE co.occasion IN (:...filterOccasions)';
      // Either side alone is one index lookup; both as a UNION of ids, since an OR would make
      // MariaDB read every product.
      if (occasions.length === 0) qb.andWhere('p.category IN (:...filterCategories)');
      else if (categories.length === 0) qb.andWhere(`p.id IN (${byOccasion})`);
      else qb.andWhere(`p.id IN (SELECT cp.id FROM products cp WHERE cp.category IN (:...filterCategories) UNION ${byOccasion})`);
      qb.setParameters({ filterCategories: categories, filterOccasions: occasions });
    }
    if (except !== 'occasion' && c.occasion) {
      qb.andWhere('p.id IN (SELECT oo.productId FROM product_occasions oo WHERE oo.occasion = :occasion)', { occasion: c.occasion });
    }
    if (c.brand) qb.andWhere(this.sqlite ? 'p.brand = :brand COLLATE NOCASE' : 'p.brand = :brand', { brand: c.brand });
    if (c.minPence !== null) qb.andWhere('p.basePrice >= :minPrice', { minPrice: formatPence(c.minPence) });
    if (c.maxPence !== null) qb.andWhere('p.basePrice <= :maxPrice', { maxPrice: formatPence(c.maxPence) });
    if (c.words) {
      if (c.words.length === 0) qb.andWhere('1 = 0');
      c.words.forEach((word, i) => {
        // Words hold only [a-z0-9] (searchWords), so no LIKE or GLOB wildcard can come from the shopper.
        const match = this.sqlite ? `GLOB :word${i}` : `LIKE :word${i}`;
        qb.andWhere(`p.id IN (SELECT w${i}.productId FROM product_words w${i} WHERE w${i}.word ${match})`, {
          [`word${i}`]: this.sqlite ? `${word}*` : `${word}%`,
        });
      });
    }
    return qb;
  }

  /** Keeps the rows of `alias` (a product_sizes alias) whose size has a unit free for the window. */
  private freeSizeOnly<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, full: FullBySize, prefix: string): void {
    [...full.entries()].forEach(([size, ids], i) => {
      qb.andWhere(`NOT (${alias}.size = :${prefix}FullSize${i} AND ${alias}.productId IN (:...${prefix}FullIds${i}))`, {
        [`${prefix}FullSize${i}`]: size,
        [`${prefix}FullIds${i}`]: ids,
      });
    });
  }

  /** The sort, then the id: a unique key, so pages never overlap or skip a dress on ties. */
  private order(c: CatalogueCriteria): [string, 'ASC' | 'DESC'][] {
    switch (c.sort) {
      case 'price-asc':
        return [
          ['p.basePrice', 'ASC'],
          ['p.id', 'ASC'],
        ];
      case 'price-desc':
        return [
          ['p.basePrice', 'DESC'],
          ['p.id', 'DESC'],
        ];
      default:
        return [
          ['p.createdAt', 'DESC'],
          ['p.id', 'DESC'],
        ];
    }
  }

  /** The (size, products) with no unit free for the window, from the holds the availability module reads. */
  private async fullBySize(c: CatalogueCriteria): Promise<Map<string, string[]>> {
    const peaks = await this.availability.peakHolds(c.window as NonNullable<CatalogueCriteria['window']>);
    const ids = [...new Set(peaks.map((p) => p.productId))];
    const stocked = new Map<string, Pick<Product, 'availableSizes' | 'stock'>>();
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const rows = await this.dataSource.getRepository(Product).find({
        select: { id: true, availableSizes: true, stock: true },
        where: { id: In(ids.slice(i, i + ID_CHUNK)) },
      });
      for (const row of rows) stocked.set(row.id, row);
    }
    return fullProductsBySize(
      peaks.filter((p) => stocked.has(p.productId)),
      (id, size) => unitsOf(stocked.get(id) as Pick<Product, 'availableSizes' | 'stock'>, size),
    );
  }
}

async function grouped<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<GroupedCounts> {
  const rows = await qb.getRawMany<{ value: string; n: string | number }>();
  return new Map(rows.map((r) => [r.value, Number(r.n)]));
}
