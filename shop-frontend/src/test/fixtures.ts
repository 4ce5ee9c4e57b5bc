import type { CartItemView, ProductView } from '@dw/contracts';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function aProduct(overrides: Partial<ProductView> = {}): ProductView {
  const name = overrides.name ?? 'Midnight Silk Gown';
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
    availableSizes: ['12', '8', '10'],
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function aCartItem(sessionId: string, overrides: Partial<CartItemView> = {}): CartItemView {
  return {
    id: uuid(),
    sessionId,
    productId: uuid(),
    size: '10',
    duration: 2,
    quantity: 1,
    unitPrice: '45.00',
    product: { name: 'Rose Cocktail Dress', slug: 'rose-cocktail-dress', basePrice: '45.00', imageUrl: null },
    ...overrides,
  };
}
