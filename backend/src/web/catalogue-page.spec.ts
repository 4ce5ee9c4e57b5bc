import { type ProductView, catalogueRequest, readCatalogueUrl, todayInLondon } from '@dw/contracts';
import { catalogueFromList } from './catalogue-page';

const dress = (name: string, basePrice: string, sizes: string[], occasions: string[], category = 'evening-gown'): ProductView => ({
  id: name,
  slug: name.toLowerCase(),
  name,
  description: `${name} in silk`,
  brand: 'Maison',
  category,
  occasions,
  basePrice,
  rentalPrice4Day: null,
  retailPrice: null,
  imageUrls: [],
  imageUrl: null,
  availableSizes: sizes,
  stock: {},
  createdAt: '2026-01-01T00:00:00.000Z',
});

const list = Array.from({ length: 30 }, (_, i) => dress(`Dress${i}`, `${50 + i}.00`, i % 2 ? ['8'] : ['10'], i % 3 ? [] : ['black-tie']));
const answer = (search: string, page = 1) =>
  catalogueFromList(list, catalogueRequest(readCatalogueUrl(new URLSearchParams(search)), page, todayInLondon()));

describe('the catalogue first page (stand-in)', () => {
  it('answers one page of cards, without description or stock, with the total for the filters', () => {
    const first = answer('');
    expect(first?.items).toHaveLength(24);
    expect(first?.total).toBe(30);
    expect(first?.items[0]).not.toHaveProperty('description');
    expect(first?.items[0]).not.toHaveProperty('stock');
    expect(answer('', 2)?.items.map((p) => p.name)).toEqual(list.slice(24).map((p) => p.name));
  });

  it('filters, sorts and counts each facet without its own filter', () => {
    const sized = answer('size=8&sort=price-desc&occasion=black-tie');
    expect(sized?.items.map((p) => p.name)).toEqual(['Dress27', 'Dress21', 'Dress15', 'Dress9', 'Dress3']);
    expect(sized?.facets.sizes.find((f) => f.value === '10')?.count).toBe(5); // black-tie dresses in 10
    expect(sized?.facets.occasions.find((f) => f.value === 'black-tie')?.count).toBe(5);
    expect(answer('maxPrice=52')?.total).toBe(3);
    expect(answer('q=dress29')?.items.map((p) => p.name)).toEqual(['Dress29']);
  });
});
