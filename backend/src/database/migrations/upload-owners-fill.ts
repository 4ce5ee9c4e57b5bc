import { UPLOADS_PATH_PREFIX } from '@dw/contracts';

type Runner = { query(sql: string, params?: unknown[]): Promise<unknown> };

/**
 * Records the lender of every upload her listings already name, so editing a listing made before
 * uploads had owners keeps its photos. Uploads no listing names stay without an owner: no lender
 * may use them. `q` quotes a name the driver's way.
 */
export async function fillUploadOwners(runner: Runner, q: (name: string) => string): Promise<void> {
  const rows = (await runner.query(
    `SELECT ${q('lenderAccountId')} AS ${q('lender')}, ${q('imageUrls')} AS ${q('urls')}, ${q('createdAt')} AS ${q('at')} ` +
      `FROM ${q('dress_listings')} ORDER BY ${q('createdAt')}, ${q('id')}`,
  )) as { lender: string; urls: string; at: Date | string }[];
  const owners = new Map<string, { lender: string; at: Date | string }>();
  for (const row of rows) {
    for (const url of JSON.parse(row.urls) as string[]) {
      const id = url.startsWith(UPLOADS_PATH_PREFIX) ? url.slice(UPLOADS_PATH_PREFIX.length) : null;
      // The first listing to name a photo is its uploader's.
      if (id && id.length <= 36 && !owners.has(id)) owners.set(id, { lender: row.lender, at: row.at });
    }
  }
  for (const [id, { lender, at }] of owners) {
    await runner.query(
      `INSERT INTO ${q('upload_owners')} (${q('id')}, ${q('purpose')}, ${q('lenderAccountId')}, ${q('createdAt')}) VALUES (?, 'listing', ?, ?)`,
      [id, lender, at],
    );
  }
}
