import type { QueryRunner } from 'typeorm';
import { productSearchWords } from '@dw/contracts';

interface ProductRow {
  id: string;
  name: string;
  brand: string | null;
  description: string;
  availableSizes: string;
  occasions: string;
}

const BATCH = 200;

/**
 * Fills the catalogue's narrow tables (product_sizes, product_occasions, product_words) from the
 * products already stored, for both drivers: `q` quotes a name the driver's way.
 */
export async function fillProductIndex(runner: QueryRunner, q: (name: string) => string): Promise<void> {
  const rows = (await runner.query(
    `SELECT ${['id', 'name', 'brand', 'description', 'availableSizes', 'occasions'].map(q).join(', ')} FROM ${q('products')}`,
  )) as ProductRow[];
  const insert = async (table: string, column: string, pairs: [string, string][]) => {
    for (let i = 0; i < pairs.length; i += BATCH) {
      const chunk = pairs.slice(i, i + BATCH);
      await runner.query(
        `INSERT INTO ${q(table)} (${q('productId')}, ${q(column)}) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        chunk.flat(),
      );
    }
  };
  const parse = (json: string): string[] => [...new Set((JSON.parse(json) ?? []) as string[])];
  await insert(
    'product_sizes',
    'size',
    rows.flatMap((r) => parse(r.availableSizes).map((s): [string, string] => [r.id, s])),
  );
  await insert(
    'product_occasions',
    'occasion',
    rows.flatMap((r) => parse(r.occasions).map((o): [string, string] => [r.id, o])),
  );
  await insert(
    'product_words',
    'word',
    rows.flatMap((r) => productSearchWords(r).map((w): [string, string] => [r.id, w])),
  );
}
