import type { EntityManager } from 'typeorm';
import { ORDER_STATUSES, ORDER_TRANSITIONS } from '@dw/contracts';
import type { AvailabilityService } from '../availability/availability.service';
import type { PayoutsService } from '../payouts/payouts.service';
import { ORDER_EFFECTS, ORDER_PROCESS_TRANSITIONS, enterStatus } from './order-process';

/** Records which booking operation each status runs, with what. */
function recordingContext() {
  const calls: string[] = [];
  const availability = {
    releaseAll: async (_m: EntityManager, orderId: string) => void calls.push(`releaseAll ${orderId}`),
    releaseAfter: async (_m: EntityManager, orderId: string, today: string) => void calls.push(`releaseAfter ${orderId} ${today}`),
  } as unknown as AvailabilityService;
  const payouts = {
    earnOrder: async (_m: EntityManager, orderId: string, today: string) => void calls.push(`earnOrder ${orderId} ${today}`),
    cancelOrder: async (_m: EntityManager, orderId: string) => void calls.push(`cancelOrder ${orderId}`),
  } as unknown as PayoutsService;
  const notify = async (message: string) => void calls.push(`notify ${message}`);
  return { calls, context: { manager: {} as EntityManager, orderId: 'o1', today: '2030-06-12', availability, payouts, notify } };
}

describe('the order process', () => {
  it('moves orders by the table the admin buttons read', () => {
    expect(ORDER_PROCESS_TRANSITIONS).toBe(ORDER_TRANSITIONS);
  });

  it('declares the effects of every status', () => {
    expect(Object.keys(ORDER_EFFECTS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('frees the days, settles the earnings and tells the renter: all on cancelling, after today on completing (the dress is back), none on dispatch', async () => {
    const effects: Record<string, string[]> = {};
    for (const status of ORDER_STATUSES) {
      const { calls, context } = recordingContext();
      await enterStatus(status, context);
      effects[status] = calls;
    }
    expect(effects).toEqual({
      pending: [],
      processing: ['notify order-dispatched'],
      completed: ['releaseAfter o1 2030-06-12', 'earnOrder o1 2030-06-12', 'notify order-returned'],
      cancelled: ['releaseAll o1', 'cancelOrder o1', 'notify order-cancelled'],
    });
  });
});
