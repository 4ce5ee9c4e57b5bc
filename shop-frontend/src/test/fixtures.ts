import {
  type CartItemView,
  type OrderPaymentView,
  type ProductAvailabilityView,
  type ProductView,
  type QuoteView,
  RENTAL_DURATIONS,
  addDays,
  formatPence,
  orderTotalsPence,
  rentalEndDate,
  rentalSchedule,
  toPence,
  unitPricePence,
} from '@dw/contracts';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function aProduct(overrides: Partial<ProductView> = {}): ProductView {
  const name = overrides.name ?? 'Midnight Silk Gown';
  const availableSizes = overrides.availableSizes ?? ['12', '8', '10'];
  const priced = { basePrice: overrides.basePrice ?? '89.00', rentalPrice4Day: overrides.rentalPrice4Day ?? null };
  return {
    id: uuid(),
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    description: 'A bias-cut silk gown with a cowl back, made for black-tie evenings.',
    brand: 'Maison Aurelle',
    category: 'evening-gown',
    occasions: ['black-tie'],
    basePrice: '89.00',
    rentalPrice4Day: null,
    retailPrice: null,
    imageUrls: [],
    imageUrl: null,
    availableSizes,
    stock: Object.fromEntries(availableSizes.map((s) => [s, 1])),
    createdAt: '2026-01-10T10:00:00.000Z',
    bookingRules: { minNoticeDays: null, availableFrom: null, availableUntil: null },
    rating: { count: 0, average: null, fit: null },
    requiresApproval: false,
    // As the server prices them (its one pricing function, the contracts' rule).
    rentalPrices: RENTAL_DURATIONS.map((duration) => ({ duration, price: formatPence(unitPricePence(priced, duration)) })),
    ...overrides,
  };
}

/** An order's payment before any money came: by bank transfer, nothing paid, authorised or refunded. */
export function anUnpaidPayment(overrides: Partial<OrderPaymentView> = {}): OrderPaymentView {
  return {
    provider: 'manual',
    status: 'awaiting-payment',
    amountDue: '0.00',
    paid: '0.00',
    refunded: '0.00',
    authorised: '0.00',
    redirectUrl: null,
    holdExpiresAt: null,
    bankTransfer: null,
    ...overrides,
  };
}

/** A cart line; its end and return dates follow its start date and duration unless given. */
export function aCartItem(sessionId: string, overrides: Partial<CartItemView> = {}): CartItemView {
  const duration = overrides.duration ?? 2;
  const startDate = overrides.startDate === undefined ? '2099-05-09' : overrides.startDate;
  return {
    id: uuid(),
    sessionId,
    productId: uuid(),
    size: '10',
    duration,
    quantity: 1,
    startDate,
    endDate: startDate && rentalEndDate(startDate, duration),
    returnDate: startDate && rentalSchedule({ start: startDate, duration }).returnPost,
    available: true,
    unavailableReason: null,
    unitPrice: '45.00',
    maxQuantity: 10,
    backupSize: null,
    backupUnavailableReason: null,
    product: { name: 'Rose Cocktail Dress', slug: 'rose-cocktail-dress', basePrice: '45.00', imageUrl: null },
    ...overrides,
  };
}

/** What GET /api/products/{id}/availability answers: `full` lists each size's days with no free unit. */
export function anAvailability(
  product: Pick<ProductView, 'id' | 'availableSizes'> & Partial<Pick<ProductView, 'bookingRules'>>,
  today: string,
  full: Record<string, string[]> = {},
): ProductAvailabilityView {
  return {
    productId: product.id,
    today,
    from: today,
    to: addDays(today, 400),
    sizes: product.availableSizes.map((size) => ({ size, units: 1, fullDays: full[size] ?? [] })),
    bookingRules: product.bookingRules ?? { minNoticeDays: null, availableFrom: null, availableUntil: null },
  };
}

/**
 * What the fake server answers for GET /api/cart/{sessionId}/quote: the lines priced at their
 * unitPrice, the contracts' fees, and `discountPence` off (the real server applies the promo code).
 */
export function aQuote(
  lines: readonly CartItemView[],
  {
    promoCode = null,
    discountPence = 0,
    promoProblem = null,
  }: Partial<Pick<QuoteView, 'promoCode' | 'promoProblem'>> & { discountPence?: number } = {},
): QuoteView {
  const totals = orderTotalsPence(
    lines.map((l) => ({ unitPricePence: toPence(l.unitPrice), quantity: l.quantity })),
    discountPence,
  );
  return {
    lines: lines.map((l) => ({
      cartItemId: l.id,
      productId: l.productId,
      productName: l.product.name,
      size: l.size,
      duration: l.duration,
      quantity: l.quantity,
      startDate: l.startDate,
      unitPricePence: toPence(l.unitPrice),
      lineTotalPence: toPence(l.unitPrice) * l.quantity,
      backupSize: l.backupSize ?? null,
    })),
    subtotalPence: totals.subtotal,
    cleaningFeePence: totals.cleaningFee,
    insurancePence: totals.insurance,
    discountPence: totals.discount,
    totalPence: totals.total,
    promoCode,
    promoProblem,
  };
}
