/**
 * A steady stream of shopper traffic (catalogue reads, cart writes, orders) from a few concurrent
 * loops, recorded request by request until `stop()`. Orders that get no answer or a 502 are retried
 * with the same Idempotency-Key, as the shop's checkout does.
 */
import { randomUUID } from 'node:crypto';
import type { ProductView } from '@dw/contracts';
import { type CallResult, call, placeOrderWithRetries, planOrder } from './api';

export type TrafficKind = 'list' | 'product' | 'cart' | 'order';

export interface TrafficRecord {
  kind: TrafficKind;
  /** For orders: the final answer after retries. */
  status: number;
  error: string | null;
  startedAt: number;
  ms: number;
  /** Orders only: attempts made (1 = answered first time). */
  attempts: number;
  orderId?: string;
  key?: string;
  /** Anything not 2xx: the answer's error code and message, so a failed run says what went wrong. */
  answer?: string;
}

export interface Traffic {
  records: TrafficRecord[];
  stop(): Promise<TrafficRecord[]>;
}

const KINDS: TrafficKind[] = ['list', 'product', 'cart', 'list', 'product', 'order'];

export function startTraffic(baseURL: string, products: readonly ProductView[], loops = 4, pauseMs = 0): Traffic {
  const records: TrafficRecord[] = [];
  let running = true;
  let n = 0;

  const one = async (kind: TrafficKind, i: number): Promise<TrafficRecord> => {
    const product = products[i % products.length];
    const startedAt = Date.now();
    const from = (res: CallResult): TrafficRecord => ({
      kind,
      status: res.status,
      error: res.error,
      startedAt,
      ms: Date.now() - startedAt,
      attempts: 1,
      ...(res.status >= 200 && res.status < 300 ? {} : { answer: JSON.stringify(res.body)?.slice(0, 200) }),
    });
    switch (kind) {
      case 'list':
        return from(await call(baseURL, 'GET', '/api/products'));
      case 'product':
        return from(await call(baseURL, 'GET', `/api/products/${product.slug}`));
      case 'cart':
        return from(
          await call(baseURL, 'POST', '/api/cart', {
            body: {
              sessionId: `traffic-${randomUUID()}`,
              productId: product.id,
              size: product.availableSizes[0],
              duration: 2,
              quantity: 1,
              startDate: planOrder(products, i).body.items[0].startDate,
            },
          }),
        );
      case 'order': {
        const planned = planOrder(products, i);
        const { final, tries } = await placeOrderWithRetries(baseURL, planned);
        const id = final.status === 201 ? (final.body as { id: string }).id : undefined;
        return { ...from(final), attempts: tries.length, orderId: id, key: planned.key };
      }
    }
  };

  const loop = async () => {
    while (running) {
      const i = n++;
      records.push(await one(KINDS[i % KINDS.length], i));
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: loops }, loop));
  return {
    records,
    stop: async () => {
      running = false;
      await done;
      return records;
    },
  };
}

export function summarize(records: readonly TrafficRecord[]): string {
  const byStatus = new Map<string, number>();
  for (const r of records) {
    const k = `${r.kind}:${r.status || r.error}`;
    byStatus.set(k, (byStatus.get(k) ?? 0) + 1);
  }
  return [...byStatus.entries()].map(([k, v]) => `${k}×${v}`).join(' ');
}
