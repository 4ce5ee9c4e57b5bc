import type { EntityManager } from 'typeorm';
import { ORDER_STATUSES, ORDER_TRANSITIONS } from '@dw/contracts';
import type { AvailabilityService } from '../availability/availability.service';
import { ORDER_EFFECTS, ORDER_PROCESS_TRANSITIONS, enterStatus } from './order-process';

/** Records which booking operation each status runs, with what. */
function recordingContext() {
  const calls: string[] = [];
  const availability = {
    releaseAll: async (_m: EntityManager, orderId: string) => void calls.push(`releaseAll ${orderId}`),
    releaseAfter: async (_m: EntityManager, orderId: string, today: string) => void calls.push(`releaseAfter ${orderId} ${today}`),
  } as unknown as AvailabilityService;
  return { calls, context: { manager: {} as EntityManager, orderId: 'o1', today: '2030-06-12', availability } };
}

describe('the order process', () => {
  it('moves orders by the table the admin buttons read', () => {
    expect(ORDER_PROCESS_TRANSITIONS).toBe(ORDER_TRANSITIONS);
  });

  it('declares the effects of every status', () => {
    expect(Object.keys(ORDER_EFFECTS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('frees every booked day on cancelling, the days after today on completing, and nothing otherwise', async () => {
    const effects: Record<string, string[]> = {};
    for (const status of ORDER_STATUSES) {
      const { calls, context } = recordingContext();
      await enterStatus(status, context);
      effects[status] = calls;
    }
    expect(effects).toEqual({
      pending: [],
      processing: [],
      completed: ['releaseAfter o1 2030-06-12'],
      cancelled: ['releaseAll o1'],
    });
  });

  it('queues no message yet', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_EFFECTS[status].messages).toEqual([]);
  });
});
