import { CATALOGUE_FILTERS, CATEGORY_SLUGS, OCCASION_SLUGS, UK_SIZES, toPence } from '@dw/contracts';
import { CatalogueCriteria, catalogueCriteria, CatalogueParams } from './catalogue-criteria';
import {
  IndexableProduct,
  buildCatalogueIndex,
  fullSizesOf,
  matchCatalogueIndex,
  matchesKey,
  pageOf,
  queryCatalogueIndex,
} from './catalogue-index';

const TODAY = '2030-01-10';

function criteria(params: CatalogueParams): CatalogueCriteria {
  const result = catalogueCriteria(params, TODAY);
  if ('problem' in result) throw new Error(result.problem);
  return result.criteria;
}

function dress(id: string, over: Partial<IndexableProduct> = {}): IndexableProduct {
  return {
    id,
    name: `Dress ${id}`,
    brand: 'Rixo',
    description: 'A dress',
    category: 'evening-gown',
    occasions: [],
    availableSizes: ['10'],
    basePrice: '50.00',
    createdAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

const DRESSES = [
  dress('a1', { name: 'Silk Gown', availableSizes: ['8', '10'], occasions: ['black-tie'], basePrice: '80.00' }),
  dress('a2', { name: 'Velvet Midi', category: 'midi-dress', availableSizes: ['12'], basePrice: '40.00', brand: 'Ghost' }),
  dress('a3', { name: 'Silky Slip', category: 'cocktail-dress', occasions: ['cocktail-party', 'date-night'], basePrice: '40.00' }),
  dress('a4', {
    description: 'Sequins all over',
    category: 'party-dress',
    availableSizes: ['10', '12'],
    createdAt: '2030-01-05T00:00:00.000Z',
  }),
  dress('a5', { name: 'Maxi', category: 'maxi-dress', occasions: ['wedding-guest'], brand: null, basePrice: '120.50' }),
];
const INDEX = buildCatalogueIndex(DRESSES);

function ids(params: CatalogueParams, full: Map<number, number> | null = null): string[] {
  return queryCatalogueIndex(INDEX, criteria(params), full).slots.map((s) => INDEX.ids[s]);
}

describe('queryCatalogueIndex', () => {
  it('sorts newest first by default, then by id descending on ties', () => {
    expect(ids({})).toEqual(['a4', 'a5', 'a3', 'a2', 'a1']);
    expect(ids({ sort: 'newest' })).toEqual(['a4', 'a5', 'a3', 'a2', 'a1']);
  });

  it('sorts by price with the id as tiebreaker, both ways', () => {
    expect(ids({ sort: 'price-asc' })).toEqual(['a2', 'a3', 'a4', 'a1', 'a5']);
    expect(ids({ sort: 'price-desc' })).toEqual(['a5', 'a1', 'a4', 'a3', 'a2']);
  });

  it('pages without overlap or gap and counts the total over every page', () => {
    const pages = [1, 2, 3].map((page) =>
      queryCatalogueIndex(INDEX, criteria({ sort: 'price-asc', pageSize: '2', page: String(page) }), null),
    );
    expect(pages.map((p) => p.slots.map((s) => INDEX.ids[s]))).toEqual([['a2', 'a3'], ['a4', 'a1'], ['a5']]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
    expect(queryCatalogueIndex(INDEX, criteria({ page: '9' }), null)).toMatchObject({ slots: [], total: 5 });
  });

  it('filters by size, category (with its aliases), occasion, brand in any case and price', () => {
    expect(ids({ size: '12' })).toEqual(['a4', 'a2']);
    expect(ids({ category: 'cocktail' })).toEqual(['a3']);
    expect(ids({ category: 'wedding-guest' })).toEqual(['a5']);
    expect(ids({ occasion: 'black-tie' })).toEqual(['a1']);
    expect(ids({ brand: 'rIXO' })).toEqual(['a4', 'a3', 'a1']);
    expect(ids({ minPrice: '40', maxPrice: '80' })).toEqual(['a4', 'a3', 'a2', 'a1']);
    expect(ids({ minPrice: '40.01', maxPrice: '79.99' })).toEqual(['a4']);
  });

  it('finds every word of a search at the start of a word of the name, brand or description', () => {
    expect(ids({ q: 'silk' })).toEqual(['a3', 'a1']);
    expect(ids({ q: 'silk gown' })).toEqual(['a1']);
    expect(ids({ q: 'SEQ' })).toEqual(['a4']);
    expect(ids({ q: 'ghost velvet' })).toEqual(['a2']);
    expect(ids({ q: 'ilk' })).toEqual([]);
    expect(ids({ q: "'" })).toEqual([]); // no word at all finds nothing
  });

  it('counts each facet with every filter but its own', () => {
    const { facets, total } = queryCatalogueIndex(INDEX, criteria({ size: '10', category: 'evening-gown' }), null);
    expect(total).toBe(1); // a1
    // Sizes: evening gowns, any size.
    expect(Object.fromEntries(facets.sizes)).toEqual({ '8': 1, '10': 1 });
    // Categories: size 10, any category.
    expect(Object.fromEntries(facets.categories)).toEqual({ 'evening-gown': 1, 'cocktail-dress': 1, 'party-dress': 1, 'maxi-dress': 1 });
    // Occasions: size 10 evening gowns.
    expect(Object.fromEntries(facets.occasions)).toEqual({ 'black-tie': 1 });
  });

  it('with a date, keeps a dress through a size with a unit free, and counts only free sizes', () => {
    // a1's size 10 and a4's both sizes have no unit left for the window.
    const full = fullSizesOf(
      INDEX,
      new Map([
        ['10', ['a1', 'a4', 'gone']],
        ['12', ['a4']],
      ]),
    );
    expect(ids({}, full)).toEqual(['a5', 'a3', 'a2', 'a1']);
    expect(ids({ size: '10' }, full)).toEqual(['a5', 'a3']);
    const { facets } = queryCatalogueIndex(INDEX, criteria({ size: '10' }), full);
    expect(Object.fromEntries(facets.sizes)).toEqual({ '8': 1, '10': 2, '12': 1 });
  });
});

describe('matchesKey and pageOf', () => {
  it('serves every page of one query from its matches, and keys apart what changes them', () => {
    const matches = matchCatalogueIndex(INDEX, criteria({ sort: 'price-asc' }), null);
    for (const page of ['1', '2', '3']) {
      const c = criteria({ sort: 'price-asc', pageSize: '2', page });
      expect(pageOf(matches, c)).toEqual(queryCatalogueIndex(INDEX, c, null));
    }
    expect(matchesKey(criteria({ size: '10', page: '2' }))).toBe(matchesKey(criteria({ size: '10', pageSize: '50' })));
    expect(matchesKey(criteria({ brand: 'Rixo' }))).toBe(matchesKey(criteria({ brand: 'rixo' })));
    expect(matchesKey(criteria({ size: '10' }))).not.toBe(matchesKey(criteria({ size: '12' })));
    expect(matchesKey(criteria({ q: 'silk' }))).not.toBe(matchesKey(criteria({ q: 'silk', sort: 'newest' })));
    // Holds change without the catalogue's version: a date is kept only under a bookings version.
    expect(matchesKey(criteria({ availableOn: '2030-02-01' }))).toBeNull();
    const dated = (over: Record<string, string>, holds: number) => matchesKey(criteria({ availableOn: '2030-02-01', ...over }), holds);
    expect(dated({ page: '2' }, 7)).toBe(dated({}, 7));
    expect(dated({}, 7)).not.toBe(dated({}, 8));
    expect(dated({}, 7)).not.toBe(dated({ availableOn: '2030-02-02' }, 7));
    expect(dated({}, 7)).not.toBe(dated({ duration: '4' }, 7));
    expect(dated({}, 7)).not.toBe(matchesKey(criteria({})));
  });
});

/** A brute force over the same products, for many random queries. */
describe('queryCatalogueIndex against a brute force', () => {
  let seed = 7;
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const WORDS = ['silk', 'silky', 'satin', 'sequin', 'lace', 'velvet', 'gown', 'midi', 'red', 'black'];
  const products: IndexableProduct[] = Array.from({ length: 400 }, (_, i) =>
    dress(`p${String(i).padStart(3, '0')}`, {
      name: `${pick(WORDS)} ${pick(WORDS)}`,
      description: pick(WORDS),
      brand: pick(['Rixo', 'Ghost', null]),
      category: pick(CATEGORY_SLUGS),
      occasions: UK_SIZES.slice(0, 2).map(() => pick(OCCASION_SLUGS)),
      availableSizes: [pick(UK_SIZES), pick(UK_SIZES)],
      basePrice: `${20 + Math.floor(rand() * 10) * 10}.00`,
      createdAt: `2030-01-0${1 + Math.floor(rand() * 5)}T00:00:00.000Z`,
    }),
  );
  const index = buildCatalogueIndex(products);
  const fullPairs = new Set(products.filter(() => rand() < 0.3).map((p) => `${p.id}/${p.availableSizes[0]}`));
  const fullBySize = new Map<string, string[]>();
  for (const pair of fullPairs) {
    const [id, size] = pair.split('/');
    fullBySize.set(size, [...(fullBySize.get(size) ?? []), id]);
  }

  function passes(p: IndexableProduct, c: CatalogueCriteria, withWindow: boolean, except?: 'size' | 'category' | 'occasion'): boolean {
    const free = p.availableSizes.filter((s) => !withWindow || !fullPairs.has(`${p.id}/${s}`));
    if (except !== 'size' && (c.size !== null || withWindow) && !free.some((s) => c.size === null || s === c.size)) return false;
    if (except !== 'category' && c.categoryTerms && !c.categoryTerms.some((t) => t === p.category || p.occasions.includes(t))) return false;
    if (except !== 'occasion' && c.occasion && !p.occasions.includes(c.occasion)) return false;
    if (c.brand && (p.brand ?? '').toLowerCase() !== c.brand.toLowerCase()) return false;
    if (c.minPence !== null && toPence(p.basePrice) < c.minPence) return false;
    if (c.maxPence !== null && toPence(p.basePrice) > c.maxPence) return false;
    if (c.words) {
      const own = `${p.name} ${p.brand ?? ''} ${p.description}`.toLowerCase().split(/[^a-z0-9]+/);
      if (c.words.length === 0 || !c.words.every((w) => own.some((o) => o.startsWith(w)))) return false;
    }
    return true;
  }

  it('agrees on 300 random queries: page, total and every facet', () => {
    for (let n = 0; n < 300; n++) {
      const params: CatalogueParams = {};
      if (rand() < 0.4) params.size = pick(UK_SIZES);
      if (rand() < 0.3) params.category = pick([...CATEGORY_SLUGS, ...OCCASION_SLUGS, 'cocktail', 'wedding-guest']);
      if (rand() < 0.3) params.occasion = pick(OCCASION_SLUGS);
      if (rand() < 0.3) params.brand = pick(['rixo', 'GHOST']);
      if (rand() < 0.3) params.minPrice = pick(['30', '50']);
      if (rand() < 0.3) params.maxPrice = pick(['60', '90']);
      if (rand() < 0.3) params.q = pick(['sil', 'silk', 'gown red', 's', 'zebra']);
      params.sort = pick(['featured', 'newest', 'price-asc', 'price-desc'] as const);
      params.page = pick(['1', '2']);
      params.pageSize = '30';
      const c = criteria(params);
      const withWindow = rand() < 0.4;
      const answer = queryCatalogueIndex(index, c, withWindow ? fullSizesOf(index, fullBySize) : null);

      const hits = products.filter((p) => passes(p, c, withWindow));
      const order = index.orders[c.sort === 'price-asc' ? 'priceAsc' : c.sort === 'price-desc' ? 'priceDesc' : 'newest'];
      const wantIds = [...order]
        .map((s) => products[s])
        .filter((p) => hits.includes(p))
        .map((p) => p.id);
      const count = <T>(list: IndexableProduct[], key: (p: IndexableProduct) => readonly T[]) => {
        const m = new Map<T, number>();
        for (const p of list) for (const k of key(p)) m.set(k, (m.get(k) ?? 0) + 1);
        return Object.fromEntries(m);
      };
      expect({ params, withWindow, total: answer.total }).toEqual({ params, withWindow, total: hits.length });
      expect({ params, ids: answer.slots.map((s) => index.ids[s]) }).toEqual({
        params,
        ids: wantIds.slice((c.page - 1) * 30, c.page * 30),
      });
      expect({ params, sizes: Object.fromEntries(answer.facets.sizes) }).toEqual({
        params,
        sizes: count(
          products.filter((p) => passes(p, c, withWindow, 'size')),
          (p) => [...new Set(p.availableSizes)].filter((s) => !withWindow || !fullPairs.has(`${p.id}/${s}`)),
        ),
      });
      expect({ params, categories: Object.fromEntries(answer.facets.categories) }).toEqual({
        params,
        categories: count(
          products.filter((p) => passes(p, c, withWindow, 'category')),
          (p) => [p.category],
        ),
      });
      expect({ params, occasions: Object.fromEntries(answer.facets.occasions) }).toEqual({
        params,
        occasions: count(
          products.filter((p) => passes(p, c, withWindow, 'occasion')),
          (p) => [...new Set(p.occasions)],
        ),
      });
      // Each category button counts what its link would show: every filter kept but the category.
      const everyCategory = products.filter((p) => passes(p, c, withWindow, 'category'));
      expect({ params, filters: Object.fromEntries(answer.facets.filters) }).toEqual({
        params,
        filters: Object.fromEntries(
          CATALOGUE_FILTERS.map((f) => [f.slug, everyCategory.filter((p) => passes(p, criteria({ category: f.slug }), false)).length]),
        ),
      });
    }
  });

  it('checks the orders themselves: newest with the id descending on ties, price with the id', () => {
    const newest = [...index.orders.newest].map((s) => products[s]);
    for (let k = 1; k < newest.length; k++) {
      const [a, b] = [newest[k - 1], newest[k]];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }
    const asc = [...index.orders.priceAsc].map((s) => products[s]);
    for (let k = 1; k < asc.length; k++) {
      const [a, b] = [asc[k - 1], asc[k]];
      expect(toPence(a.basePrice) < toPence(b.basePrice) || (a.basePrice === b.basePrice && a.id < b.id)).toBe(true);
    }
  });
});

describe('buildCatalogueIndex at 10,000 dresses', () => {
  // How fast is for `npm run bench:scale` (catalogue at 10,000 dresses), never a timer in a test.
  it('indexes every dress and finds one by the words of its name', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      dress(`id-${String(i).padStart(5, '0')}`, {
        name: `Gown number ${i}`,
        description: 'A long description of silk, lace and sequins, cut on the bias, with a train and a low back.',
        availableSizes: ['8', '10', '12'],
        occasions: ['black-tie', 'wedding-guest'],
        basePrice: `${40 + (i % 90)}.00`,
      }),
    );
    const index = buildCatalogueIndex(many);
    expect(queryCatalogueIndex(index, criteria({}), null).total).toBe(10_000);
    expect(queryCatalogueIndex(index, criteria({ q: 'number 9999' }), null).total).toBe(1);
  });
});
