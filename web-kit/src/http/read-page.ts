import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER, type Page } from '@dw/contracts';
import type { ApiMeta } from './api-client';

/**
 * A paged list's answer as the apps hold it (docs/architecture.md, "Paged lists"): the body's rows,
 * the total the server counted (X-Total-Count), and `capped` when it stopped counting there
 * (X-Total-Count-Capped: the total reads "10,000+"). RTK Query endpoints use it as `transformResponse`.
 */
export function readPage<T>(items: T[], meta: ApiMeta | undefined): Page<T> {
  const total = Number(meta?.headers.get(TOTAL_COUNT_HEADER));
  const page = { items, total: Number.isFinite(total) && meta?.headers.has(TOTAL_COUNT_HEADER) ? total : items.length };
  return meta?.headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true' ? { ...page, capped: true } : page;
}
