import { EntitySubscriberInterface, EventSubscriber, InsertEvent, RemoveEvent, UpdateEvent } from 'typeorm';
import { CATALOG_STATE_ID, CatalogState } from './catalogue-state.entity';
import { Product } from './product.entity';

/**
 * Bumps the catalogue version on every product insert, update or delete, whoever writes it
 * (admin, a listing going live, the seed), inside the writing transaction.
 */
@EventSubscriber()
export class CatalogVersionSubscriber implements EntitySubscriberInterface<Product> {
  listenTo(): typeof Product {
    return Product;
  }

  async afterInsert(event: InsertEvent<Product>): Promise<void> {
    await bump(event.manager);
  }

  async afterUpdate(event: UpdateEvent<Product>): Promise<void> {
    await bump(event.manager);
  }

  async afterRemove(event: RemoveEvent<Product>): Promise<void> {
    await bump(event.manager);
  }
}

async function bump(manager: InsertEvent<Product>['manager']): Promise<void> {
  await manager.increment(CatalogState, { id: CATALOG_STATE_ID }, 'version', 1);
}
