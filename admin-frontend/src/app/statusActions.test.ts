import { orderAction, orderActions } from '../pages/orders/orderActions';
import { lenderActions } from '../pages/lenders/lenderActions';
import { listingActions } from '../pages/listings/listingActions';

const labels = (actions: { label: string }[]) => actions.map((a) => a.label);

describe('status action buttons per state', () => {
  it('orders: Mark Processing when pending, Mark Completed when processing, nothing when completed', () => {
    expect(orderAction('pending')).toEqual({ next: 'processing', label: 'Mark Processing' });
    expect(orderAction('processing')).toEqual({ next: 'completed', label: 'Mark Completed' });
    expect(orderAction('completed')).toBeNull();
    expect(orderAction('cancelled')).toBeNull();
  });

  it('orders: Cancel Order (confirmed, destructive) beside the forward step while pending or processing', () => {
    expect(labels(orderActions('pending'))).toEqual(['Mark Processing', 'Cancel Order']);
    expect(labels(orderActions('processing'))).toEqual(['Mark Completed', 'Cancel Order']);
    expect(orderActions('completed')).toEqual([]);
    expect(orderActions('cancelled')).toEqual([]);
    expect(orderActions('pending')[1]).toMatchObject({ next: 'cancelled', danger: true, confirm: { keepLabel: 'Keep Order' } });
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
