import { ORDER_STATUSES, ORDER_TRANSITIONS, canTransition } from '@dw/contracts';
import { ORDER_GUARDS, guardOf } from './order-guards';

const order = { lineCount: 2, rentalEndDate: '2030-06-14', today: '2030-06-10' };

describe('the guard of each order move', () => {
  it('has a guard for exactly the moves the table allows, and for placing into pending only', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES)
        expect([from, to, guardOf(from, to) !== undefined]).toEqual([from, to, canTransition(ORDER_TRANSITIONS, from, to)]);
    }
    expect(ORDER_STATUSES.filter((to) => guardOf(null, to))).toEqual(['pending']);
  });

  it('placed: refuses an order without a dress', () => {
    expect(ORDER_GUARDS.placed(order)).toBeNull();
    expect(ORDER_GUARDS.placed({ ...order, lineCount: 0 })).toBe('An order needs at least one dress.');
  });

  it('pending → processing: dispatches up to the rental’s last day, never after it', () => {
    expect(ORDER_GUARDS.pending.processing(order)).toBeNull();
    expect(ORDER_GUARDS.pending.processing({ ...order, today: '2030-06-14' })).toBeNull();
    expect(ORDER_GUARDS.pending.processing({ ...order, today: '2030-06-15' })).toBe(
      "This order's rental ended on Fri 14 Jun 2030: it can no longer be dispatched, only cancelled.",
    );
  });

  it('pending → cancelled, processing → completed and processing → cancelled: always, even after the rental', () => {
    const late = { ...order, today: '2030-07-01' };
    expect([
      ORDER_GUARDS.pending.cancelled(late),
      ORDER_GUARDS.processing.completed(late),
      ORDER_GUARDS.processing.cancelled(late),
    ]).toEqual([null, null, null]);
  });
});
