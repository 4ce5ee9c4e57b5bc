import { LENDER_ACCOUNT_STATUSES, LISTING_STATUSES } from '@dw/contracts';
import { lenderAccountStatusMessage, listingStatusMessage, messageFor } from './which-message';

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

describe('messageFor', () => {
  const listing = { to: 'l@example.com', lenderId: 'l1', lenderName: 'Lena', dressName: 'Silk Gown' };

  it('turns a status change into its message', () => {
    expect(
      messageFor({ kind: 'lender-account-status-changed', status: 'rejected', to: 'l@example.com', lenderName: 'Lena', lenderId: 'l1' }),
    ).toEqual({ kind: 'lender-account-rejected', to: 'l@example.com', lenderName: 'Lena', lenderId: 'l1', reason: '' });
    expect(messageFor({ kind: 'listing-status-changed', status: 'live', ...listing, productSlug: 'silk-gown' })).toEqual({
      kind: 'listing-live',
      ...listing,
      productSlug: 'silk-gown',
    });
  });

  it("quotes the admin's reason in a rejection", () => {
    expect(
      messageFor({
        kind: 'lender-account-status-changed',
        status: 'rejected',
        to: 'l@example.com',
        lenderName: 'Lena',
        lenderId: 'l1',
        reason: 'No ID',
      }),
    ).toEqual({ kind: 'lender-account-rejected', to: 'l@example.com', lenderName: 'Lena', lenderId: 'l1', reason: 'No ID' });
    expect(
      messageFor({ kind: 'listing-status-changed', status: 'rejected', ...listing, productSlug: null, reason: 'Blurry photos' }),
    ).toEqual({
      kind: 'listing-rejected',
      ...listing,
      reason: 'Blurry photos',
    });
  });

  it('queues nothing for a change that tells nobody anything', () => {
    expect(messageFor({ kind: 'listing-status-changed', status: 'live', ...listing, productSlug: null })).toBeNull();
  });

  it('passes a plain message through', () => {
    const message = { kind: 'lender-account-received' as const, to: 'l@example.com', lenderName: 'Lena', lenderId: 'l1' };
    expect(messageFor(message)).toBe(message);
  });
});
