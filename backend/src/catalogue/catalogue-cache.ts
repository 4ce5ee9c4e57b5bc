import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProductListSort, ProductView } from '@dw/contracts';
import { FreshRead } from '../common/fresh-read';
import { CachedBody } from '../common/http/cached-body';
import { sortedForAdmin } from './domain/admin-product-list';
import { buildCatalogueIndex, type CatalogueIndex, type IndexMatches } from './domain/catalogue-index';
import { toProductView } from './dto/product.view';
import { CATALOG_STATE_ID } from './catalogue-state.entity';
import { isUuid } from '../common/uuid';
import { readVersionRow } from '../common/version-row';
import { Product } from './product.entity';

/** Sets of matches a version keeps (at most 40 KB each at 10,000 dresses). */
const MATCHES_KEPT = 200;

/** The catalogue of one version: its products and their response bodies, made once. */
export class CatalogueSnapshot {
  readonly byId: ReadonlyMap<string, ProductView>;
  readonly bySlug: ReadonlyMap<string, ProductView>;
  private readonly productBodies = new Map<ProductView, CachedBody>();
  private listBody: CachedBody | null = null;
  private queryIndex: CatalogueIndex | null = null;
  private readonly matchesByKey = new Map<string, IndexMatches>();
  private readonly adminOrders = new Map<ProductListSort, readonly ProductView[]>();

  constructor(
    readonly version: number,
    readonly products: readonly ProductView[],
  ) {
    this.byId = new Map(products.map((p) => [p.id, p]));
    this.bySlug = new Map(products.map((p) => [p.slug, p]));
  }

  /** GET /api/products: the whole list, serialised (and compressed) once per version, on its first request. */
  get body(): CachedBody {
    this.listBody ??= CachedBody.json(this.products);
    return this.listBody;
  }

  /** GET /api/catalogue's index of this version (docs/decisions/0024-catalogue-in-memory-index.md), built on first use. */
  get index(): CatalogueIndex {
    this.queryIndex ??= buildCatalogueIndex(this.products);
    return this.queryIndex;
  }

  /**
   * The matches of one set of criteria (matchesKey), computed once per version: every page, and
   * every repeat of a popular query, is then a slice. Bounded: emptied when full.
   */
  matches(key: string | null, compute: () => IndexMatches): IndexMatches {
    if (key === null) return compute();
    let found = this.matchesByKey.get(key);
    if (!found) {
      if (this.matchesByKey.size >= MATCHES_KEPT) this.matchesByKey.clear();
      found = compute();
      this.matchesByKey.set(key, found);
    }
    return found;
  }

  /** The back office's product list in `sort`'s order, sorted once per version. */
  adminOrder(sort: ProductListSort): readonly ProductView[] {
    let sorted = this.adminOrders.get(sort);
    if (!sorted) {
      sorted = sortedForAdmin(this.products, sort);
      this.adminOrders.set(sort, sorted);
    }
    return sorted;
  }

  /** By id when the identifier is a UUID, otherwise by slug (links use both). */
  find(identifier: string): ProductView | null {
    const key = identifier.toLowerCase();
    return (isUuid(identifier) ? this.byId.get(key) : this.bySlug.get(key)) ?? null;
  }

  /** GET /api/products/{identifier}: each product serialised on its first request of this version. */
  productBody(identifier: string): CachedBody | null {
    const product = this.find(identifier);
    if (!product) return null;
    let body = this.productBodies.get(product);
    if (!body) {
      body = CachedBody.json(product);
      this.productBodies.set(product, body);
    }
    return body;
  }
}

/**
 * The catalogue, read from the database once per version (a row every product write bumps in its
 * transaction, on whichever replica). A request still learns the current version from the
 * database, but through a FreshRead: concurrent requests share one primary-key read that started
 * after they arrived, so a write committed anywhere before a request is always in its answer,
 * while a burst of requests costs about two reads.
 */
@Injectable()
export class CatalogCache {
  private current: CatalogueSnapshot | null = null;
  private loading: { version: number; promise: Promise<CatalogueSnapshot> } | null = null;
  private readonly versions = new FreshRead(() => this.readVersion());

  constructor(private readonly dataSource: DataSource) {}

  async snapshot(): Promise<CatalogueSnapshot> {
    // The version is read before the products: a write in between only causes one extra reload.
    const version = await this.versions.get();
    if (this.current?.version === version) return this.current;
    // Concurrent requests for the same new version share one load.
    if (this.loading?.version === version) return this.loading.promise;
    const promise = this.load(version)
      .then((snapshot) => {
        if (!this.current || this.current.version <= snapshot.version) this.current = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = null;
      });
    this.loading = { version, promise };
    return promise;
  }

  private readVersion(): Promise<number> {
    return readVersionRow(this.dataSource, 'catalog_state', CATALOG_STATE_ID);
  }

  private async load(version: number): Promise<CatalogueSnapshot> {
    const rows = await this.dataSource.getRepository(Product).find({ order: { createdAt: 'DESC', slug: 'ASC' } });
    return new CatalogueSnapshot(version, rows.map(toProductView));
  }
}
