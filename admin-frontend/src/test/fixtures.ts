import type { BookingView, LenderAccountView, ListingView, OrderView, ProductView } from '@dw/contracts';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function product(over: Partial<ProductView> = {}): ProductView {
  return {
    id: uuid(),
    slug: 'midnight-silk-gown',
    name: 'Midnight Silk Gown',
    description: 'Bias-cut silk with a cowl back.',
    brand: 'Vivienne Hart',
    category: 'evening-gown',
    occasions: ['black-tie'],
    basePrice: '65.00',
    rentalPrice4Day: null,
    retailPrice: '850.00',
    imageUrls: ['/objects/uploads/a1'],
    imageUrl: null,
    availableSizes: ['8', '10', '12'],
    stock: { '8': 1, '10': 1, '12': 1 },
    createdAt: '2026-03-01T10:00:00.000Z',
    bookingRules: { minNoticeDays: null, availableFrom: null, availableUntil: null },
    rating: { count: 0, average: null, fit: null },
    requiresApproval: false,
    rentalPrices: [
      { duration: 2, price: '65.00' },
      { duration: 4, price: '111.00' },
    ],
    ...over,
  };
}

export function order(over: Partial<OrderView> = {}): OrderView {
  return {
    id: uuid(),
    customerName: 'Amelia Clarke',
    customerEmail: 'amelia@example.co.uk',
    customerPhone: '07700 900123',
    deliveryAddress: '12 Rose Lane, Bath BA1 1AA',
    rentalStartDate: '2026-04-10',
    rentalEndDate: '2026-04-12',
    subtotal: '65.00',
    cleaningFee: '15.00',
    insurance: '8.00',
    discount: '0.00',
    promoCode: null,
    total: '88.00',
    shipment: null,
    lateFees: null,
    status: 'pending',
    createdAt: '2026-03-10T10:00:00.000Z',
    payment: {
      provider: 'manual',
      status: 'awaiting-payment',
      amountDue: '88.00',
      paid: '0.00',
      refunded: '0.00',
      authorised: '0.00',
      redirectUrl: null,
      holdExpiresAt: null,
      bankTransfer: null,
    },
    items: [
      {
        id: uuid(),
        productId: null,
        productName: 'Midnight Silk Gown',
        size: '10',
        duration: 2,
        quantity: 1,
        unitPrice: '65.00',
        startDate: '2026-04-10',
        endDate: '2026-04-11',
        isBackup: false,
        requestState: 'accepted',
        declineReason: null,
        requestDeadline: null,
      },
    ],
    ...over,
  };
}

export function lender(over: Partial<LenderAccountView> = {}): LenderAccountView {
  return {
    id: uuid(),
    fullName: 'Priya Shah',
    email: 'priya@example.co.uk',
    phone: '07700 900456',
    address: '4 Mill Street, Leeds LS1 4AB',
    bankAccountName: 'P Shah',
    sortCode: '••-••-99',
    accountNumber: '••••4958',
    status: 'pending',
    rejectionReason: null,
    createdAt: '2026-03-05T09:00:00.000Z',
    erasedAt: null,
    ...over,
  };
}

export function listing(over: Partial<ListingView> = {}): ListingView {
  return {
    id: uuid(),
    lenderAccountId: uuid(),
    name: 'Emerald Satin Midi',
    brand: 'Rixo',
    description: 'Emerald satin midi dress with a tie waist, worn once.',
    category: 'midi-dress',
    condition: 'excellent',
    occasion: 'wedding-guest',
    sizes: ['10', '8'],
    originalPrice: '320.00',
    rentalPrice2Day: '45.00',
    rentalPrice4Day: '70.00',
    careInstructions: 'Dry clean only.',
    imageUrls: ['/objects/uploads/p1'],
    status: 'pending',
    lenderName: 'Priya Shah',
    productId: null,
    rejectionReason: null,
    createdAt: '2026-03-06T09:00:00.000Z',
    ...over,
  };
}

/** A hold on one size: an order line by default, dates as the API sends them. */
export function booking(over: Partial<BookingView> = {}): BookingView {
  const kind = over.kind ?? 'order';
  return {
    id: uuid(),
    productId: 'p1',
    size: '10',
    units: 1,
    kind,
    startDate: '2026-05-09',
    endDate: '2026-05-10',
    holdFrom: '2026-05-07',
    holdUntil: '2026-05-13',
    orderId: kind === 'order' ? uuid() : null,
    customerName: kind === 'order' ? 'Amelia Clarke' : null,
    note: null,
    isBackup: false,
    createdAt: '2026-04-01T10:00:00.000Z',
    ...over,
  };
}
