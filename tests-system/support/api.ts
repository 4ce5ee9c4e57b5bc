/**
 * HTTP helpers for traffic against real processes. `call` never throws: a refused or cut request
 * is a result to count, not an exception, because these tests measure exactly that.
 */
import { randomUUID } from 'node:crypto';
import {
  type OrderTotals,
  type OrderView,
  type ProductView,
  type RentalDuration,
  formatTotals,
  orderTotalsPence,
  todayInLondon,
  unitPricePence,
} from '@dw/contracts';

export interface CallResult<T = unknown> {
  /** 0 when no HTTP answer arrived. */
  status: number;
  body: T;
  headers: Headers | null;
  /** Network error message when status is 0. */
  error: string | null;
  ms: number;
  startedAt: number;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function call<T = unknown>(baseURL: string, method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const startedAt = Date.now();
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: body as T, headers: res.headers, error: null, ms: Date.now() - startedAt, startedAt };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ?? cause?.message ?? (error as Error).message;
    return { status: 0, body: null as T, headers: null, error: message, ms: Date.now() - startedAt, startedAt };
  }
}

export async function loginAdmin(baseURL: string, password: string): Promise<string> {
  const res = await call(baseURL, 'POST', '/api/admin/login', { body: { password } });
  const cookie = res.headers?.get('set-cookie');
  if (res.status !== 200 || !cookie) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return cookie.split(';')[0];
}

export async function listProducts(baseURL: string): Promise<ProductView[]> {
  const res = await call<ProductView[]>(baseURL, 'GET', '/api/products');
  if (res.status !== 200 || res.body.length < 4) throw new Error(`expected the seeded catalogue, got ${res.status}`);
  return res.body;
}

/**
 * System tests measure throughput and crash safety, not availability: every size gets plenty of
 * units through the admin API, so parallel orders never compete for the last one.
 */
export async function stockUp(baseURL: string, password: string, units = 50): Promise<void> {
  const cookie = await loginAdmin(baseURL, password);
  for (const p of await listProducts(baseURL)) {
    const body = {
      name: p.name,
      description: p.description,
      brand: p.brand,
      category: p.category,
      occasions: p.occasions,
      basePrice: p.basePrice,
      retailPrice: p.retailPrice,
      imageUrls: p.imageUrls,
      availableSizes: p.availableSizes,
      stock: Object.fromEntries(p.availableSizes.map((size) => [size, units])),
    };
    const res = await call(baseURL, 'PUT', `/api/products/${p.id}`, { body, headers: { Cookie: cookie } });
    if (res.status !== 200) throw new Error(`stocking ${p.slug} answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
}

function isoDateInDays(days: number): string {
  const [y, m, d] = todayInLondon().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface OrderLine {
  productId: string;
  size: string;
  duration: RentalDuration;
  quantity: number;
  startDate: string;
}

export interface PlannedOrder {
  key: string;
  sessionId: string;
  body: { sessionId: string; order: Record<string, string>; items: OrderLine[] };
  /** What the server must charge, from the catalogue prices and the shared pricing rules. */
  expected: OrderTotals;
}

/** A varied order (1-2 lines, both durations, quantities 1-3) with its own key and cart session. */
export function planOrder(products: readonly ProductView[], i: number): PlannedOrder {
  const pick = (n: number) => products[n % products.length];
  const lineFor = (product: ProductView, n: number): OrderLine => ({
    productId: product.id,
    size: product.availableSizes[n % product.availableSizes.length],
    duration: n % 2 === 0 ? 2 : 4,
    quantity: 1 + (n % 3),
    startDate: isoDateInDays(3 + (n % 300)),
  });
  const items = [lineFor(pick(i), i)];
  if (i % 3 === 0) items.push(lineFor(pick(i + 5), i + 1));
  const priced = items.map((line) => ({
    unitPricePence: unitPricePence(products.find((p) => p.id === line.productId) as ProductView, line.duration),
    quantity: line.quantity,
  }));
  const sessionId = `system-${randomUUID()}`;
  return {
    key: `system-${randomUUID()}`,
    sessionId,
    body: {
      sessionId,
      order: {
        customerName: `System Test ${i}`,
        customerEmail: `system.test+${i}@example.com`,
        customerPhone: '07700 900123',
        deliveryAddress: `${i} Savile Row, London W1S 3PR`,
      },
      items,
    },
    expected: formatTotals(orderTotalsPence(priced)),
  };
}

export function placeOrder(baseURL: string, planned: PlannedOrder, timeoutMs?: number): Promise<CallResult<OrderView>> {
  return call<OrderView>(baseURL, 'POST', '/api/orders', {
    body: planned.body,
    headers: { 'Idempotency-Key': planned.key },
    timeoutMs,
  });
}

/** Puts the order's first line in its session's cart, as a shopper would before checking out. */
export async function fillCart(baseURL: string, planned: PlannedOrder): Promise<void> {
  const res = await call(baseURL, 'POST', '/api/cart', { body: { sessionId: planned.sessionId, ...planned.body.items[0] } });
  if (res.status !== 201) throw new Error(`POST /api/cart answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Places the order, retrying failed attempts (no answer, 502, 503) with the same key as a client should. */
export async function placeOrderWithRetries(
  baseURL: string,
  planned: PlannedOrder,
  attempts = 6,
): Promise<{ final: CallResult<OrderView>; tries: CallResult<OrderView>[] }> {
  const tries: CallResult<OrderView>[] = [];
  for (let n = 0; n < attempts; n++) {
    const res = await placeOrder(baseURL, planned);
    tries.push(res);
    if (res.status !== 0 && res.status !== 502 && res.status !== 503 && res.status !== 500) return { final: res, tries };
    await new Promise((r) => setTimeout(r, 200 * (n + 1)));
  }
  return { final: tries[tries.length - 1], tries };
}

/** Runs `work` over `items` with at most `concurrency` at a time, keeping results in order. */
export async function inParallel<T, R>(items: readonly T[], concurrency: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
