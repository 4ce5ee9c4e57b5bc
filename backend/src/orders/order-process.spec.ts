import type { EntityManager } from 'typeorm';
import { ORDER_INITIAL_STATUS, ORDER_STATUSES, ORDER_TRANSITIONS, OrderStatus } from '@dw/contracts';
import type { AvailabilityService } from '../availability/availability.service';
import { AppError } from '../common/app-error';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import type { EarningsLedgerService } from '../payouts/earnings-ledger.service';
import type { OrderLinks } from './order-links';
import { PlacedEffectContext, Placement, checkMove, enterStatus } from './order-process';
import type { Order } from './order.entity';

const order = {
  id: 'o1',
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.org',
  deliveryAddress: '1 Savile Row, London',
  rentalStartDate: '2030-06-12',
  rentalEndDate: '2030-06-15',
  subtotal: '130.00',
  cleaningFee: '15.00',
  insurance: '8.00',
  total: '153.00',
} as Order;

const line = (id: string, lender?: string) => ({
  id,
  productId: `p-${id}`,
  productName: `Gown ${id}`,
  size: '10',
  duration: 2 as const,
  quantity: 1,
  unitPrice: '65.00',
  startDate: '2030-06-12',
  endDate: '2030-06-15',
  lender: lender ? { id: lender, email: `${lender}@example.org`, fullName: `Lender ${lender}` } : undefined,
});

/** Records what each service is asked, in order (a unit test of the effects table: the services are fakes). */
function recordingContext(): { calls: string[]; context: PlacedEffectContext } {
  const calls: string[] = [];
  const availability = {
    reserve: async (_m: EntityManager, orderId: string, lines: readonly unknown[]) =>
      void calls.push(`reserve ${orderId} ${lines.length} lines`),
    releaseAll: async (_m: EntityManager, orderId: string) => void calls.push(`releaseAll ${orderId}`),
    releaseAfter: async (_m: EntityManager, orderId: string, today: string) => void calls.push(`releaseAfter ${orderId} ${today}`),
  } as unknown as AvailabilityService;
  const earnings = {
    recordEarnings: async (_m: EntityManager, earnings: { lenderAccountId: string; rentalFeePence: number }[]) =>
      void calls.push(`recordEarnings ${earnings.map((e) => `${e.lenderAccountId}:${e.rentalFeePence}`).join(',')}`),
    earnOrder: async (_m: EntityManager, orderId: string, today: string) => void calls.push(`earnOrder ${orderId} ${today}`),
    cancelOrder: async (_m: EntityManager, orderId: string) => void calls.push(`cancelOrder ${orderId}`),
  } as unknown as EarningsLedgerService;
  const notifications = {
    queue: async (_m: EntityManager, message: { kind: string; to: string; accessToken?: string | null }) =>
      void calls.push(`mail ${message.kind} to ${message.to}${message.accessToken ? ' with link' : ''}`),
  } as unknown as NotificationsService;
  const payments = {
    open: async (_m: EntityManager, o: Order) => void calls.push(`open payment ${o.id}`),
    paymentFacts: () => ({ method: 'card' }),
    onConfirmed: async (_m: EntityManager, o: Order) => void calls.push(`take payment ${o.id}`),
    onCancelled: async (_m: EntityManager, o: Order) => void calls.push(`release or refund ${o.id}`),
  } as unknown as PaymentsService;
  const links = { forExistingOrder: async () => 'derived', forReview: () => ({ token: 'review', hash: 'h' }) } as unknown as OrderLinks;
  // The order's rented lines (a backup is never among them: the query leaves it out), and the review link's hash stored.
  // Dispatching accepts the order's open requests on their lenders' behalf.
  const manager = {
    getRepository: () => ({
      find: async () => [{ productName: 'Gown a', size: '10' }],
      update: async (where: { orderId: string; requestState: string }) =>
        void calls.push(`accept ${where.requestState} lines of ${where.orderId}`),
    }),
    update: async (_entity: unknown, where: { id: string }, values: { reviewTokenHash?: string }) =>
      void calls.push(`store review link ${values.reviewTokenHash} on ${where.id}`),
  } as unknown as EntityManager;
  const placement = { order, lines: [line('a', 'l1'), line('b')], products: new Map(), accessToken: 'secret' } as unknown as Placement;
  return {
    calls,
    context: {
      manager,
      order,
      today: '2030-06-16',
      availability,
      earnings,
      notifications,
      links,
      payments,
      placement,
    },
  };
}

const conflict = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? { kind: error.kind, code: error.code, message: error.message } : error;
  }
  return null;
};

describe('the order process', () => {
  // That ORDER_EFFECTS covers every status is the compiler's check (its type is a mapped type over OrderStatus).
  it('can reach every status: each but the first is entered by some move', () => {
    const entered = new Set<OrderStatus>([ORDER_INITIAL_STATUS, ...Object.values(ORDER_TRANSITIONS).flat()]);
    expect([...entered].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(ORDER_STATUSES.map((s) => [s] as const))('refuses, as a conflict (409), every move out of %s the table lacks', (from) => {
    for (const to of ORDER_STATUSES.filter((s) => !(ORDER_TRANSITIONS[from] as readonly string[]).includes(s))) {
      expect(conflict(() => checkMove(from, to, { lineCount: 1, rentalEndDate: '2030-06-15', today: '2030-06-10' }))).toEqual({
        kind: 'conflict',
        code: 'ILLEGAL_TRANSITION',
        message: `An order cannot move from ${from} to ${to}.`,
      });
    }
  });

  it('lets a move through only when its guard does, in the words of the guard', () => {
    const facts = { lineCount: 1, rentalEndDate: '2030-06-15', today: '2030-06-10' };
    expect(conflict(() => checkMove('pending', 'processing', facts))).toBeNull();
    expect(conflict(() => checkMove('pending', 'processing', { ...facts, today: '2030-06-16' }))).toEqual({
      kind: 'conflict',
      code: 'ILLEGAL_TRANSITION',
      message: "This order's rental ended on Sat 15 Jun 2030: it can no longer be dispatched, only cancelled.",
    });
    expect(conflict(() => checkMove(null, 'pending', { ...facts, lineCount: 0 }))).toMatchObject({
      message: 'An order needs at least one dress.',
    });
    expect(conflict(() => checkMove(null, 'processing', facts))).toMatchObject({ kind: 'conflict', code: 'ILLEGAL_TRANSITION' });
  });

  it('on entering each status: books, earns, moves the money and tells whom it should (the renter with her order link), in that order', async () => {
    const effects: Record<string, string[]> = {};
    for (const status of ORDER_STATUSES) {
      const { calls, context } = recordingContext();
      await enterStatus(status, context);
      effects[status] = calls;
    }
    expect(effects).toEqual({
      // Only the lender's line earns (90% of £65); the shop's own dress earns nobody anything.
      pending: [
        'reserve o1 2 lines',
        'recordEarnings l1:6500',
        'open payment o1',
        'mail order-received to ada@example.org with link',
        'mail lender-dress-booked to l1@example.org',
      ],
      processing: ['accept requested lines of o1', 'take payment o1', 'mail order-dispatched to ada@example.org with link'],
      // Returned: her review invitation follows the return e-mail.
      completed: [
        'releaseAfter o1 2030-06-16',
        'earnOrder o1 2030-06-16',
        'mail order-returned to ada@example.org with link',
        'store review link h on o1',
        'mail review-invitation to ada@example.org',
      ],
      cancelled: ['releaseAll o1', 'cancelOrder o1', 'release or refund o1', 'mail order-cancelled to ada@example.org with link'],
    });
  });
});
