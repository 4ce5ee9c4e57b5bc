import { randomUUID } from 'node:crypto';
import type { ProductInput, ProductView } from '@dw/contracts';
import { todayInLondon } from '@dw/contracts';
import { productBody } from './fixtures';
import type { TestApp } from './test-app';

/** A product made the way the admin makes one, through the API. */
export async function createProduct(app: TestApp, overrides: Partial<ProductInput> = {}): Promise<ProductView> {
  const agent = await app.adminAgent();
  const res = await agent.post('/api/products').send(productBody(overrides)).expect(201);
  return res.body as ProductView;
}

/** A cart session id like the shop's (crypto.randomUUID()). */
export const newSessionId = (): string => randomUUID();

/** The UK date `days` from today, 'YYYY-MM-DD'. */
export function ukDate(days: number): string {
  const [y, m, d] = todayInLondon().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface OrderLineBody {
  productId: string;
  size: string;
  duration: number | string;
  quantity: number | string;
  startDate?: unknown;
  unitPrice?: string | number;
  [field: string]: unknown;
}

/** A valid checkout body for `items`; override the customer fields a test is about. */
export function orderBody(items: OrderLineBody[], order: Record<string, unknown> = {}, sessionId?: string) {
  return {
    ...(sessionId ? { sessionId } : {}),
    order: {
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerPhone: '07700 900123',
      deliveryAddress: '1 Savile Row, London W1S 3PR',
      ...order,
    },
    items,
  };
}

export const WRITTEN_TABLES = ['orders', 'order_items', 'cart_items', 'idempotency_keys', 'bookings'] as const;

/** Row counts of every table an order or a cart write touches: equal before and after = nothing written. */
export async function rowCounts(app: TestApp): Promise<Record<(typeof WRITTEN_TABLES)[number], number>> {
  const entries = await Promise.all(WRITTEN_TABLES.map(async (table) => [table, await app.count(table)] as const));
  return Object.fromEntries(entries) as Record<(typeof WRITTEN_TABLES)[number], number>;
}
