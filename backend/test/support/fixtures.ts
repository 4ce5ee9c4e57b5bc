import type { ProductInput } from '@dw/contracts';

/** A valid product body; override what a test is about. */
export function productBody(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Aurora Sequin Gown',
    description: 'A floor-length gown in champagne sequins with a fluted hem.',
    brand: 'Jenny Packham',
    category: 'evening-gown',
    occasions: ['black-tie', 'formal-event'],
    basePrice: '65.00',
    retailPrice: '450.00',
    imageUrls: ['https://images.example.com/aurora.jpg'],
    availableSizes: ['10', '8', '12'],
    ...overrides,
  };
}

/** The smallest valid PNG: 1×1 transparent. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
