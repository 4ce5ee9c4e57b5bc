import type { ProductView } from '@dw/contracts';
import { jsonLdScript, productStructuredData } from './product-structured-data';

const product = {
  id: '7d0c8a2e-0000-4000-8000-000000000001',
  slug: 'silk-gown',
  name: 'Silk Gown',
  description: 'A gown.',
  brand: 'Jenny Packham',
  basePrice: '65.00',
  imageUrls: ['/objects/uploads/abc'],
  imageUrl: null,
  rating: { count: 0, average: null, fit: null },
} as unknown as ProductView;

describe('productStructuredData', () => {
  it('a product without reviews has no AggregateRating', () => {
    const data = productStructuredData(product, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Silk Gown',
      url: 'https://shop.example/product/silk-gown',
      image: ['https://shop.example/objects/uploads/abc'],
      offers: { price: '65.00', priceCurrency: 'GBP' },
    });
    expect(data.aggregateRating).toBeUndefined();
  });

  it('with visible reviews it carries their average and count', () => {
    const data = productStructuredData({ ...product, rating: { count: 3, average: 4.3, fit: 'true-to-size' } }, 'https://shop.example');
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
  });

  it('no text can close the script element', () => {
    const html = jsonLdScript(productStructuredData({ ...product, name: '</script><script>alert(1)</script>' }, 'https://shop.example'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
