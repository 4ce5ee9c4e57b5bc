import { type ProductView, SITE_NAME } from '@dw/contracts';
import { mainImage } from './page-data';

/**
 * The product page's schema.org Product, for search results: its name, picture, brand and 2-day
 * price, and an AggregateRating once it has a visible verified review (the same totals the page
 * shows, so a hidden review leaves both at once).
 */
export function productStructuredData(product: ProductView, origin: string): Record<string, unknown> {
  const url = new URL(`/product/${product.slug}`, origin).toString();
  const image = mainImage(product);
  const { count, average } = product.rating;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    url,
    ...(image ? { image: [new URL(image, origin).toString()] } : {}),
    brand: { '@type': 'Brand', name: product.brand ?? SITE_NAME },
    offers: { '@type': 'Offer', url, priceCurrency: 'GBP', price: product.basePrice, availability: 'https://schema.org/InStock' },
    ...(count > 0 && average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** A JSON-LD block: `<`, `>` and `&` escaped, so no text in it can close the element. */
export function jsonLdScript(value: unknown): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
