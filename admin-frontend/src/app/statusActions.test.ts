import { orderActions } from '../pages/orders/orderActions';
import { lenderActions } from '../pages/lenders/lenderActions';
import { listingActions } from '../pages/listings/listingActions';

const labels = (actions: { label: string }[]) => actions.map((a) => a.label);

describe('status action buttons per state', () => {
  it('orders: Mark dispatched when received, Mark returned when dispatched, Cancel order (confirmed, destructive) beside them', () => {
    expect(orderActions('pending')).toEqual([
      { next: 'processing', label: 'Mark dispatched', danger: false },
      {
        next: 'cancelled',
        label: 'Cancel order',
        danger: true,
        confirm: { description: 'Its rental dates become free for other renters. This cannot be undone.', keepLabel: 'Keep order' },
      },
    ]);
    expect(labels(orderActions('processing'))).toEqual(['Mark returned', 'Cancel order']);
    expect(orderActions('completed')).toEqual([]);
    expect(orderActions('cancelled')).toEqual([]);
  });

  it('orders: a status with two ways forward offers both, then cancelling', () => {
    const table = { pending: ['processing', 'completed', 'cancelled'], processing: [], completed: [], cancelled: [] } as const;
    expect(labels(orderActions('pending', table))).toEqual(['Mark dispatched', 'Mark returned', 'Cancel order']);
  });

  it('lender accounts: Approve and Reject only while pending', () => {
    expect(lenderActions('pending')).toEqual([
      { next: 'approved', label: 'Approve', danger: false },
      { next: 'rejected', label: 'Reject', danger: true },
    ]);
    expect(lenderActions('approved')).toEqual([]);
    expect(lenderActions('rejected')).toEqual([]);
  });

  it('listings: Approve / Reject from pending, Make Live from approved, nothing once rejected or live', () => {
    expect(labels(listingActions('pending'))).toEqual(['Approve', 'Reject']);
    expect(listingActions('approved')).toEqual([{ next: 'live', label: 'Make Live', danger: false }]);
    expect(listingActions('rejected')).toEqual([]);
    expect(listingActions('live')).toEqual([]);
  });
});
