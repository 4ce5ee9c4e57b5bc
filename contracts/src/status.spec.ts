import {
  LENDER_ACCOUNT_STATUSES,
  LENDER_ACCOUNT_TRANSITIONS,
  LISTING_STATUSES,
  LISTING_TRANSITIONS,
  LISTING_RESUBMIT_TRANSITIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  TransitionTable,
  canTransition,
} from './status';

/** Every (from, to) pair the table allows, so each table is checked whole. */
function allowed<S extends string>(statuses: readonly S[], table: TransitionTable<S>): string[] {
  return statuses.flatMap((from) => statuses.filter((to) => canTransition(table, from, to)).map((to) => `${from}->${to}`));
}

describe('status transitions', () => {
  it('moves orders pending → processing → completed, cancels before completion, and nothing else', () => {
    expect(allowed(ORDER_STATUSES, ORDER_TRANSITIONS)).toEqual([
      'pending->processing',
      'pending->cancelled',
      'processing->completed',
      'processing->cancelled',
    ]);
  });

  it('decides lender accounts only from pending', () => {
    expect(allowed(LENDER_ACCOUNT_STATUSES, LENDER_ACCOUNT_TRANSITIONS)).toEqual(['pending->approved', 'pending->rejected']);
  });

  it('approves or rejects pending listings and makes approved ones live', () => {
    expect(allowed(LISTING_STATUSES, LISTING_TRANSITIONS)).toEqual(['pending->approved', 'pending->rejected', 'approved->live']);
  });

  it('lets the lender resubmit only a pending or rejected listing, back to pending', () => {
    expect(allowed(LISTING_STATUSES, LISTING_RESUBMIT_TRANSITIONS)).toEqual(['pending->pending', 'rejected->pending']);
  });

  it('refuses a status the table does not know', () => {
    expect(canTransition(ORDER_TRANSITIONS, 'shipped' as never, 'completed')).toBe(false);
  });
});
