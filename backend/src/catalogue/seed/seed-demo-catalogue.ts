import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { UPLOADS_PATH_PREFIX } from '@dw/contracts';
import { serialTransaction } from '../../common/serial-transaction';
import type { AppConfig } from '../../config/app-config';
import { createObjectStorage } from '../../uploads/storage/create-object-storage';
import { Product } from '../product.entity';
import { DEMO_PRODUCTS } from './demo-products';

export const SEED_IMAGES_DIR = join(__dirname, '..', '..', '..', 'seed', 'images');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A stable UUID-shaped id per image file, so re-seeding a database reuses stored images. */
function objectIdFor(file: string): string {
  const h = createHash('sha256').update(`demo-image:${file}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Stores the shipped images and inserts the demo products in one transaction. */
export async function seedDemoCatalogue(dataSource: DataSource, config: AppConfig): Promise<number> {
  const storage = createObjectStorage(config);
  const imagePaths = new Map<string, string>();
  for (const product of DEMO_PRODUCTS) {
    for (const file of product.images) {
      const id = objectIdFor(file);
      if (!(await storage.exists(id))) await storage.put(id, await readFile(join(SEED_IMAGES_DIR, file)), 'image/webp');
      imagePaths.set(file, `${UPLOADS_PATH_PREFIX}${id}`);
    }
  }
  const now = Date.now();
  await serialTransaction(dataSource, async (manager) => {
    const repo = manager.getRepository(Product);
    for (const demo of DEMO_PRODUCTS) {
      if (await repo.existsBy({ slug: demo.slug })) continue;
      await repo.insert({
        slug: demo.slug,
        name: demo.name,
        brand: demo.brand,
        description: demo.description,
        category: demo.category,
        occasions: [...demo.occasions],
        basePrice: demo.basePrice,
        retailPrice: demo.retailPrice,
        rentalPrice4Day: null,
        imageUrls: demo.images.map((file) => imagePaths.get(file) as string),
        imageUrl: null,
        availableSizes: [...demo.availableSizes],
        listingId: null,
        createdAt: new Date(now - demo.ageDays * DAY_MS),
      });
    }
  });
  return DEMO_PRODUCTS.length;
}
