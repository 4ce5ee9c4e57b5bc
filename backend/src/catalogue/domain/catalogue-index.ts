import {
  CATALOGUE_FILTERS,
  CATEGORY_SLUGS,
  CatalogueSort,
  OCCASION_SLUGS,
  UK_SIZES,
  filterTerms,
  productSearchWords,
  toPence,
} from '@dw/contracts';
import type { CatalogueCriteria } from './catalogue-criteria';
import type { GroupedCounts } from './catalogue-facets';

/** What the catalogue query needs of a product (a ProductView has it all). */
export interface IndexableProduct {
  id: string;
  name: string;
  brand: string | null;
  description: string;
  category: string;
  occasions: readonly string[];
  availableSizes: readonly string[];
  basePrice: string;
  /** ISO date-time: compared as text. */
  createdAt: string;
}

/**
 * The catalogue of one version, laid out for GET /api/catalogue (docs/decisions/0024-catalogue-in-memory-index.md):
 * one slot per product, its filter fields as small numbers and bit masks, the three orders sorted
 * once, and the search words as a sorted vocabulary with the products of each word.
 */
export interface CatalogueIndex {
  readonly count: number;
  readonly ids: readonly string[];
  /** Slot of each product id. */
  readonly slotOf: ReadonlyMap<string, number>;
  /** Index in CATEGORY_SLUGS, or -1 for a category outside the taxonomy. */
  readonly category: Int8Array;
  /** Bit i: OCCASION_SLUGS[i]. */
  readonly occasions: Uint32Array;
  /** Bit i: UK_SIZES[i]. */
  readonly sizes: Uint32Array;
  /** Lower-cased brand ('' for none): brands compare in any letter case. */
  readonly brand: readonly string[];
  readonly pence: Float64Array;
  readonly orders: Readonly<Record<'newest' | 'priceAsc' | 'priceDesc', Uint32Array>>;
  /** Every distinct search word, sorted, and for each the slots of the products that have it. */
  readonly vocabulary: readonly string[];
  readonly postings: readonly Uint32Array[];
}

const SIZE_BIT = new Map<string, number>(UK_SIZES.map((s, i) => [s, i]));
const OCCASION_BIT = new Map<string, number>(OCCASION_SLUGS.map((o, i) => [o, i]));
const CATEGORY_NO = new Map<string, number>(CATEGORY_SLUGS.map((c, i) => [c, i]));

/** The bit of a UK size, or undefined for a size outside UK_SIZES. */
export function sizeBit(size: string): number | undefined {
  return SIZE_BIT.get(size);
}

function maskOf(values: readonly string[], bits: ReadonlyMap<string, number>): number {
  let mask = 0;
  for (const v of values) {
    const bit = bits.get(v);
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask >>> 0;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the index of `products` (any order). */
export function buildCatalogueIndex(products: readonly IndexableProduct[]): CatalogueIndex {
  const count = products.length;
  const category = new Int8Array(count);
  const occasions = new Uint32Array(count);
  const sizes = new Uint32Array(count);
  const pence = new Float64Array(count);
  const brand: string[] = new Array<string>(count);
  const ids: string[] = new Array<string>(count);
  const slotOf = new Map<string, number>();
  const wordSlots = new Map<string, number[]>();
  products.forEach((p, i) => {
    ids[i] = p.id;
    slotOf.set(p.id, i);
    category[i] = CATEGORY_NO.get(p.category) ?? -1;
    occasions[i] = maskOf(p.occasions, OCCASION_BIT);
    sizes[i] = maskOf(p.availableSizes, SIZE_BIT);
    pence[i] = toPence(p.basePrice);
    brand[i] = (p.brand ?? '').toLowerCase();
    for (const word of productSearchWords(p)) {
      const slots = wordSlots.get(word);
      if (slots) slots.push(i);
      else wordSlots.set(word, [i]);
    }
  });
  // The sort, then the id: a unique key, so pages never overlap or skip a dress on ties.
  const slots = Array.from({ length: count }, (_, i) => i);
  const newest = [...slots].sort((a, b) => byText(products[b].createdAt, products[a].createdAt) || byText(ids[b], ids[a]));
  const priceAsc = [...slots].sort((a, b) => pence[a] - pence[b] || byText(ids[a], ids[b]));
  const priceDesc = [...slots].sort((a, b) => pence[b] - pence[a] || byText(ids[b], ids[a]));
  const vocabulary = [...wordSlots.keys()].sort(byText);
  return {
    count,
    ids,
    slotOf,
    category,
    occasions,
    sizes,
    brand,
    pence,
    orders: { newest: Uint32Array.from(newest), priceAsc: Uint32Array.from(priceAsc), priceDesc: Uint32Array.from(priceDesc) },
    vocabulary,
    postings: vocabulary.map((w) => Uint32Array.from(wordSlots.get(w) as number[])),
  };
}

/** For each slot with a held size, the bits of its sizes with no unit free for the window. */
export type FullSizes = ReadonlyMap<number, number>;

/** The bits of full sizes per slot, from the products each size is full for (fullProductsBySize). */
export function fullSizesOf(index: CatalogueIndex, fullBySize: ReadonlyMap<string, readonly string[]>): Map<number, number> {
  const full = new Map<number, number>();
  for (const [size, productIds] of fullBySize) {
    const bit = SIZE_BIT.get(size);
    if (bit === undefined) continue;
    for (const id of productIds) {
      const slot = index.slotOf.get(id);
      if (slot !== undefined) full.set(slot, ((full.get(slot) ?? 0) | (1 << bit)) >>> 0);
    }
  }
  return full;
}

/** The slots of the products with some word starting with each of `words`, as a count of words matched per slot. */
function wordMatches(index: CatalogueIndex, words: readonly string[]): Uint8Array {
  const matched = new Uint8Array(index.count);
  const seen = new Uint8Array(index.count);
  words.forEach((word, k) => {
    const stamp = k + 1;
    // The first vocabulary word not before `word`; every word it starts follows in a run.
    let lo = 0;
    let hi = index.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (index.vocabulary[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    for (let w = lo; w < index.vocabulary.length && index.vocabulary[w].startsWith(word); w++) {
      for (const slot of index.postings[w]) {
        if (seen[slot] === stamp) continue;
        seen[slot] = stamp;
        matched[slot]++;
      }
    }
  });
  return matched;
}

export interface IndexAnswer {
  /** The slots of the requested page, in order. */
  slots: number[];
  total: number;
  facets: { sizes: GroupedCounts; categories: GroupedCounts; occasions: GroupedCounts; filters: GroupedCounts };
}

/** Every match of some criteria, in order, with the facets: what every page of them shares. */
export interface IndexMatches {
  matches: Uint32Array;
  facets: IndexAnswer['facets'];
}

/**
 * What makes two requests' matches equal within one catalogue version, page aside. With a date
 * window the holds matter too, and they change without the catalogue's version: such a key names
 * the bookings version (`holdsVersion`), and is null without one.
 */
export function matchesKey(c: CatalogueCriteria, holdsVersion: number | null = null): string | null {
  const criteria = [c.sort, c.size, c.categoryTerms, c.occasion, c.brand?.toLowerCase() ?? null, c.minPence, c.maxPence, c.words];
  if (!c.window) return JSON.stringify(criteria);
  if (holdsVersion === null) return null;
  return JSON.stringify([...criteria, c.window.from, c.window.to, holdsVersion]);
}

/** One page of `m`. */
export function pageOf(m: IndexMatches, c: CatalogueCriteria): IndexAnswer {
  const from = Math.min((c.page - 1) * c.pageSize, m.matches.length);
  return { slots: [...m.matches.subarray(from, Math.min(from + c.pageSize, m.matches.length))], total: m.matches.length, facets: m.facets };
}

const ORDER: Record<CatalogueSort, keyof CatalogueIndex['orders']> = {
  featured: 'newest',
  newest: 'newest',
  'price-asc': 'priceAsc',
  'price-desc': 'priceDesc',
};

function bitsToCounts(counts: readonly number[], names: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  counts.forEach((n, i) => {
    if (n > 0) out.set(names[i], n);
  });
  return out;
}

/** A category filter's terms as bit masks: the categories it names, and the occasions. */
interface TermMasks {
  categories: number;
  occasions: number;
}

function termMasks(terms: readonly string[]): TermMasks {
  const masks = { categories: 0, occasions: 0 };
  for (const term of terms) {
    const no = CATEGORY_NO.get(term);
    if (no !== undefined) masks.categories |= 1 << no;
    else masks.occasions |= 1 << (OCCASION_BIT.get(term) ?? 31);
  }
  return masks;
}

/** The catalogue page's category buttons but "all", as the walk tests them. */
const FILTER_BUTTONS = CATALOGUE_FILTERS.filter((f) => f.slug !== 'all').map((f) => ({
  slug: f.slug,
  masks: termMasks(filterTerms(f.slug) ?? []),
}));

const matchesTerms = (index: CatalogueIndex, i: number, m: TermMasks): boolean =>
  (index.category[i] >= 0 && (m.categories & (1 << index.category[i])) !== 0) || (index.occasions[i] & m.occasions) !== 0;

/** One page, the total and the facet counts for `c` (see matchCatalogueIndex). */
export function queryCatalogueIndex(index: CatalogueIndex, c: CatalogueCriteria, full: FullSizes | null): IndexAnswer {
  return pageOf(matchCatalogueIndex(index, c, full), c);
}

/**
 * Every match for `c`, in order, and the facet counts, in one pass over the sort's order. A facet
 * counts with every filter but its own, so it says what picking another value would give. With a
 * date window (`full` given) a dress passes the size filter through a size with a unit free, and
 * the size facet counts only free sizes.
 */
export function matchCatalogueIndex(index: CatalogueIndex, c: CatalogueCriteria, full: FullSizes | null): IndexMatches {
  const sizeFilter = c.size === null ? 0 : 1 << (SIZE_BIT.get(c.size) ?? 31);
  const sizeApplies = c.size !== null || full !== null;
  const category = c.categoryTerms ? termMasks(c.categoryTerms) : null;
  const occasionFilter = c.occasion === null ? 0 : 1 << (OCCASION_BIT.get(c.occasion) ?? 31);
  const brand = c.brand?.toLowerCase() ?? null;
  const words = c.words ? wordMatches(index, c.words) : null;
  const wordCount = c.words?.length ?? 0;

  const sizeCounts = new Array<number>(UK_SIZES.length).fill(0);
  const categoryCounts = new Array<number>(CATEGORY_SLUGS.length).fill(0);
  const occasionCounts = new Array<number>(OCCASION_SLUGS.length).fill(0);
  const filterCounts = new Array<number>(FILTER_BUTTONS.length).fill(0);
  let everyCategory = 0;
  const matches = new Uint32Array(index.count);
  let total = 0;
  const order = index.orders[ORDER[c.sort]];
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    // The filters no facet leaves out.
    if (brand !== null && index.brand[i] !== brand) continue;
    if (c.minPence !== null && index.pence[i] < c.minPence) continue;
    if (c.maxPence !== null && index.pence[i] > c.maxPence) continue;
    if (words !== null && (wordCount === 0 || words[i] !== wordCount)) continue;

    const freeSizes = full === null ? index.sizes[i] : (index.sizes[i] & ~(full.get(i) ?? 0)) >>> 0;
    const sizeOk = !sizeApplies || (c.size === null ? freeSizes !== 0 : (freeSizes & sizeFilter) !== 0);
    const categoryOk = category === null || matchesTerms(index, i, category);
    const occasionOk = c.occasion === null || (index.occasions[i] & occasionFilter) !== 0;

    if (categoryOk && occasionOk) {
      for (let s = 0; s < sizeCounts.length; s++) if (freeSizes & (1 << s)) sizeCounts[s]++;
    }
    if (sizeOk && occasionOk) {
      if (index.category[i] >= 0) categoryCounts[index.category[i]]++;
      everyCategory++;
      for (let b = 0; b < FILTER_BUTTONS.length; b++) if (matchesTerms(index, i, FILTER_BUTTONS[b].masks)) filterCounts[b]++;
    }
    if (sizeOk && categoryOk) {
      for (let o = 0; o < occasionCounts.length; o++) if (index.occasions[i] & (1 << o)) occasionCounts[o]++;
    }
    if (sizeOk && categoryOk && occasionOk) {
      matches[total++] = i;
    }
  }
  return {
    matches: matches.slice(0, total),
    facets: {
      sizes: bitsToCounts(sizeCounts, UK_SIZES),
      categories: bitsToCounts(categoryCounts, CATEGORY_SLUGS),
      occasions: bitsToCounts(occasionCounts, OCCASION_SLUGS),
      filters: new Map([['all', everyCategory], ...FILTER_BUTTONS.map((b, k) => [b.slug, filterCounts[k]] as [string, number])]),
    },
  };
}
