import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ProductView } from '@dw/contracts';
import { toProductView } from './dto/product.view';
import { CATALOG_STATE_ID } from './catalog-state.entity';
import { Product } from './product.entity';

export interface CatalogueSnapshot {
  version: number;
  products: readonly ProductView[];
  /** The whole list, serialised once, with its strong ETag. */
  json: string;
  etag: string;
  byId: ReadonlyMap<string, ProductView>;
  bySlug: ReadonlyMap<string, ProductView>;
}

/**
 * The catalogue, read from the database once per version. Each request costs one primary-key
 * read of the version; the list itself is loaded and serialised only after a product write.
 */
@Injectable()
export class CatalogCache {
  private current: CatalogueSnapshot | null = null;
  private loading: { version: number; promise: Promise<CatalogueSnapshot> } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async snapshot(): Promise<CatalogueSnapshot> {
    // The version is read before the products: a write in between only causes one extra reload.
    const version = await this.version();
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

  /** Plain SQL: this runs on every catalogue request, so it skips the query builder. */
  private async version(): Promise<number> {
    const rows: { version: number | string }[] = await this.dataSource.query('SELECT version FROM catalog_state WHERE id = ?', [
      CATALOG_STATE_ID,
    ]);
    return Number(rows[0]?.version ?? 0);
  }

  private async load(version: number): Promise<CatalogueSnapshot> {
    const rows = await this.dataSource.getRepository(Product).find({ order: { createdAt: 'DESC', slug: 'ASC' } });
    const products = rows.map(toProductView);
    const json = JSON.stringify(products);
    return {
      version,
      products,
      json,
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      byId: new Map(products.map((p) => [p.id, p])),
      bySlug: new Map(products.map((p) => [p.slug, p])),
    };
  }
}
