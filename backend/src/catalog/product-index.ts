import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { productSearchWords } from '@dw/contracts';
import { ProductOccasion, ProductSize, ProductWord } from './product-index.entities';
import type { Product } from './product.entity';

export type IndexedFields = Pick<Product, 'id' | 'name' | 'brand' | 'description' | 'availableSizes' | 'occasions'>;

/**
 * Rewrites a product's rows in the catalogue's narrow tables (sizes, occasions, search words) from
 * the product as stored; call it inside the transaction that writes the product. Deleting the
 * product takes its rows with it (ON DELETE CASCADE).
 */
export async function writeProductIndex(manager: EntityManager, products: readonly IndexedFields[]): Promise<void> {
  if (products.length === 0) return;
  const ids = products.map((p) => p.id);
  for (const entity of [ProductSize, ProductOccasion, ProductWord]) {
    await manager.createQueryBuilder().delete().from(entity).where('productId IN (:...ids)', { ids }).execute();
  }
  const sizes = products.flatMap((p) => [...new Set(p.availableSizes)].map((size) => ({ productId: p.id, size })));
  const occasions = products.flatMap((p) => [...new Set(p.occasions)].map((occasion) => ({ productId: p.id, occasion })));
  const words = products.flatMap((p) => productSearchWords(p).map((word) => ({ productId: p.id, word })));
  await insertInChunks(manager, ProductSize, sizes);
  await insertInChunks(manager, ProductOccasion, occasions);
  await insertInChunks(manager, ProductWord, words);
}

/** Bounded statements: SQLite allows a limited number of bound values per statement. */
async function insertInChunks<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly QueryDeepPartialEntity<T>[],
  size = 300,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await manager.insert(entity, rows.slice(i, i + size));
  }
}
