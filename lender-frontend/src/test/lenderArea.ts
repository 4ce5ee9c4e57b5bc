/** Answers of the lender area's API (contracts/src/lender-area.ts), for component tests. */
import type { EarningsSummary, LenderBooking, LenderEarning, LenderListing, LenderMe, PayoutView } from '@dw/contracts';
import type { FakeReply } from './fakes';

export function aMe(overrides: Partial<LenderMe> = {}): LenderMe {
  return {
    id: 'acc-1',
    fullName: 'Amelia Hart',
    email: 'amelia@example.co.uk',
    phone: '07123 456789',
    address: '12 Chelsea Manor Street, London SW3 5RP',
    status: 'approved',
    rejectionReason: null,
    bankAccountName: 'A Hart',
    sortCode: '••-••-99',
    accountNumber: '••••4958',
    createdAt: '2026-09-14T10:00:00.000Z',
    signedInAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function aListing(overrides: Partial<LenderListing> = {}): LenderListing {
  return {
    id: 'lst-1',
    lenderAccountId: 'acc-1',
    name: 'Silk Column Gown',
    brand: 'Jenny Packham',
    description: 'Floor-length silk column gown with a hand-beaded neckline.',
    category: 'evening-gown',
    condition: 'excellent',
    occasion: 'gala-awards',
    sizes: ['10', '12'],
    originalPrice: '1250.00',
    rentalPrice2Day: '95.00',
    rentalPrice4Day: '150.50',
    careInstructions: 'Dry clean only. Store hanging.',
    imageUrls: ['/objects/uploads/0b6c3d1e-4a5f-4a8e-9c1d-2f3e4a5b6c7d'],
    status: 'pending',
    lenderName: 'Amelia Hart',
    productId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    rejectionReason: null,
    productSlug: null,
    bookingRules: null,
    ...overrides,
  };
}

export function aBooking(overrides: Partial<LenderBooking> = {}): LenderBooking {
  return {
    id: 'line-1',
    kind: 'order',
    productId: 'prod-1',
    productName: 'Silk Column Gown',
    productSlug: 'silk-column-gown',
    size: '10',
    startDate: '2026-12-05',
    endDate: '2026-12-06',
    orderStatus: 'processing',
    orderReference: 'A1B2C3D4',
    isBackup: false,
    ...overrides,
  };
}

export function anEarning(overrides: Partial<LenderEarning> = {}): LenderEarning {
  return {
    id: 'earn-1',
    orderReference: 'A1B2C3D4',
    productName: 'Silk Column Gown',
    size: '10',
    startDate: '2026-10-03',
    endDate: '2026-10-04',
    rentalFeePence: 9550,
    amountPence: 8595,
    status: 'earned',
    earnedOn: '2026-10-08',
    claimWindowEndsAt: null,
    claimOpen: false,
    payoutId: null,
    ...overrides,
  };
}

export function aPayout(overrides: Partial<PayoutView> = {}): PayoutView {
  return {
    id: 'pay-1',
    runId: 'run-1',
    period: '2026-10',
    amountPence: 8595,
    status: 'paid',
    paidAt: '2026-11-02T10:00:00.000Z',
    earnings: [anEarning({ status: 'paid', payoutId: 'pay-1' })],
    ...overrides,
  };
}

export const SUMMARY: EarningsSummary = {
  thisMonthPence: 123456,
  toDatePence: 250005,
  pendingPence: 9000,
  nextPayoutDate: '2026-12-01',
};

/** A page of a paged list, as the API answers it: the rows, and the total of all pages in X-Total-Count. */
export function page<T>(items: T[], total = items.length): FakeReply {
  return { status: 200, body: items, headers: { 'X-Total-Count': String(total) } };
}

export const SIGNED_OUT: FakeReply = {
  status: 401,
  body: { statusCode: 401, code: 'LENDER_SIGN_IN_REQUIRED', message: 'Please sign in to your lender account.' },
};
