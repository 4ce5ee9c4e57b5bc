import { LENDER_ACCOUNT_STATUSES, LISTING_STATUSES, ORDER_STATUSES } from '@dw/contracts';
import { lenderAccountStatusMessage, listingStatusMessage, orderStatusMessage } from './which-message';

describe('orderStatusMessage', () => {
  it('tells the renter about dispatch, return and cancellation', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, orderStatusMessage(s)]))).toEqual({
      pending: null,
      processing: 'order-dispatched',
      completed: 'order-returned',
      cancelled: 'order-cancelled',
    });
  });
});

describe('lenderAccountStatusMessage', () => {
  it('tells the lender about approval and rejection', () => {
    expect(Object.fromEntries(LENDER_ACCOUNT_STATUSES.map((s) => [s, lenderAccountStatusMessage(s)]))).toEqual({
      pending: null,
      approved: 'lender-account-approved',
      rejected: 'lender-account-rejected',
    });
  });
});

describe('listingStatusMessage', () => {
  it('tells the lender about approval, rejection and going live', () => {
    expect(Object.fromEntries(LISTING_STATUSES.map((s) => [s, listingStatusMessage(s)]))).toEqual({
      pending: null,
      approved: 'listing-approved',
      rejected: 'listing-rejected',
      live: 'listing-live',
    });
  });
});
