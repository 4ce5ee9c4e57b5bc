import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  CATALOGUE_FILTERS,
  CATEGORY_SLUGS,
  DayRange,
  OCCASION_SLUGS,
  UK_SIZES,
  addDays,
  holdWindow,
  matchesFilter,
  toPence,
  todayInLondon,
} from '@dw/contracts';
import { Booking } from '../../src/availability/booking.entity';
import { logBookingChanges, stateOf } from '../../src/availability/booking-log';
import { Product } from '../../src/catalogue/product.entity';

/** A generated dress as the test knows it (what the API should find, computed here by brute force). */
export interface GeneratedDress {
  id: string;
  name: string;
  brand: string | null;
  description: string;
  category: string;
  occasions: string[];
  basePrice: string;
  availableSizes: string[];
  stock: Record<string, number> | null;
  createdAt: Date;
}

export interface GeneratedHold {
  productId: string;
  size: string;
  units: number;
  holdFrom: string;
  holdUntil: string;
}

/** A small deterministic generator, so a failure reproduces. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const BRANDS = ['Rixo', 'RIXO', 'Self-Portrait', 'Ghost', 'Needle & Thread', 'ba&sh', null];
const PRICES = ['30.00', '45.00', '45.50', '60.00', '75.00', '99.99', '120.00', '250.00'];
const NAMES = ['Silk', 'Satin', 'Crêpe', 'Velvet', 'Organza', 'Sequin', 'Lace', 'Tulle'];
const GARMENTS = ['Gown', 'Midi', 'Maxi', 'Slip', 'Wrap', 'Column'];
const PHRASES = [
  'Wear it day or night.',
  'Match with heels.',
  'A zebrastripe print with a fluted hem.',
  'Cut on the bias; 100% silk lining.',
  'An a_b test of "quotes" and (brackets).',
  'Hand-finished in London.',
];

/**
 * Ids whose order is the same as text and as MariaDB's UUID type (they differ only in the last
 * group), shuffled against insertion order so the tiebreak is visible.
 */
function idFor(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** `count` dresses with varied sizes, categories, occasions, brands, prices with ties, dates with ties. */
export function generateDresses(count: number, seed = 17): GeneratedDress[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const some = <T>(list: readonly T[], max: number): T[] => {
    const n = Math.floor(rand() * (max + 1));
    return [...new Set(Array.from({ length: n }, () => pick(list)))];
  };
  const base = Date.UTC(2026, 0, 1, 12, 0, 0);
  return Array.from({ length: count }, (_, i) => {
    const sizes = some(UK_SIZES, 4);
    const availableSizes = (sizes.length > 0 ? sizes : [pick(UK_SIZES)]).sort((a, b) => Number(a) - Number(b));
    const house = rand() < 0.2;
    return {
      id: idFor(((i * 7919) % 100_003) + 1),
      name: `${pick(NAMES)} ${pick(GARMENTS)} No ${i}`,
      brand: pick(BRANDS),
      description: `${some(PHRASES, 3).join(' ')} Piece ${i}.`,
      category: pick(CATEGORY_SLUGS),
      occasions: some(OCCASION_SLUGS, 3),
      basePrice: pick(PRICES),
      availableSizes,
      stock: house ? Object.fromEntries(availableSizes.map((s) => [s, 2])) : null,
      // Whole seconds (MariaDB's datetime keeps no fraction); 40 distinct stamps, so many ties.
      createdAt: new Date(base + (i % 40) * 86_400_000),
    };
  });
}

/** Stores the dresses, fast, in one transaction. */
export async function insertDresses(dataSource: DataSource, dresses: readonly GeneratedDress[]): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const rows = dresses.map((d, i) => ({
      ...d,
      slug: `generated-${i}-${d.id.slice(-6)}`,
      rentalPrice4Day: null,
      retailPrice: null,
      imageUrls: [`https://images.example.com/generated-${i}.jpg`],
      imageUrl: null,
      listingId: null,
    }));
    for (let i = 0; i < rows.length; i += 100) await manager.insert(Product, rows.slice(i, i + 100));
  });
}

/** The start date the availability checks use, and holds on some dresses in and around its window. */
export function generateHolds(dresses: readonly GeneratedDress[], seed = 5): { start: string; holds: GeneratedHold[] } {
  const rand = prng(seed);
  const start = addDays(todayInLondon(), 30);
  const window = holdWindow(start, 2);
  const holds: GeneratedHold[] = [];
  dresses.forEach((d, i) => {
    if (i % 4 !== 0) return;
    for (const size of d.availableSizes) {
      const roll = rand();
      if (roll < 0.4) continue;
      // Overlapping the window by a day or covering it; some outside it entirely.
      const shift = Math.floor(rand() * 14) - 7;
      const from = addDays(window.from, shift);
      holds.push({ productId: d.id, size, units: d.stock && roll > 0.8 ? 2 : 1, holdFrom: from, holdUntil: addDays(from, 3) });
    }
  });
  return { start, holds };
}

export async function insertHolds(dataSource: DataSource, holds: readonly GeneratedHold[]): Promise<void> {
  const rows = holds.map((h) => ({
    id: randomUUID(),
    productId: h.productId,
    size: h.size,
    units: h.units,
    kind: 'block' as const,
    startDate: h.holdFrom,
    endDate: h.holdUntil,
    holdFrom: h.holdFrom,
    holdUntil: h.holdUntil,
    orderId: null,
    note: null,
    createdAt: new Date(),
  }));
  // Logged as the app logs its own booking writes, so every replica's hold ledger sees them.
  await dataSource.transaction(async (manager) => {
    for (let i = 0; i < rows.length; i += 100) await manager.insert(Booking, rows.slice(i, i + 100));
    await logBookingChanges(
      manager,
      rows.map((row) => stateOf(row)),
    );
  });
}

/* ---- The brute-force answer, computed over the same rows ---- */

export interface Query {
  sort?: string;
  size?: string;
  category?: string;
  occasion?: string;
  brand?: string;
  minPrice?: string;
  maxPrice?: string;
  q?: string;
  availableOn?: string;
  duration?: '2' | '4';
}

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function eachDay(range: DayRange): string[] {
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Whether one more unit of `size` is free on every day of the window. */
export function sizeFree(d: GeneratedDress, size: string, window: DayRange, holds: readonly GeneratedHold[]): boolean {
  const units = d.stock?.[size] ?? 1;
  const mine = holds.filter((h) => h.productId === d.id && h.size === size);
  return eachDay(window).every(
    (day) => mine.filter((h) => h.holdFrom <= day && day <= h.holdUntil).reduce((n, h) => n + h.units, 0) + 1 <= units,
  );
}

type Field = 'size' | 'category' | 'occasion';

export function matches(d: GeneratedDress, query: Query, holds: readonly GeneratedHold[], except?: Field): boolean {
  if (except !== 'category' && query.category !== undefined && !matchesFilter(d, query.category)) return false;
  if (except !== 'occasion' && query.occasion !== undefined && !d.occasions.includes(query.occasion)) return false;
  if (query.brand !== undefined && (d.brand ?? '').toLowerCase() !== query.brand.toLowerCase()) return false;
  if (query.minPrice !== undefined && toPence(d.basePrice) < toPence(query.minPrice)) return false;
  if (query.maxPrice !== undefined && toPence(d.basePrice) > toPence(query.maxPrice)) return false;
  if (query.q !== undefined) {
    const own = words(`${d.name} ${d.brand ?? ''} ${d.description}`);
    const wanted = words(query.q);
    if (wanted.length === 0 || !wanted.every((w) => own.some((o) => o.startsWith(w)))) return false;
  }
  if (except !== 'size') {
    const sizes = query.size ? d.availableSizes.filter((s) => s === query.size) : d.availableSizes;
    if (sizes.length === 0) return false;
    if (query.availableOn) {
      const window = holdWindow(query.availableOn, Number(query.duration ?? '2') as 2 | 4);
      if (!sizes.some((s) => sizeFree(d, s, window, holds))) return false;
    }
  }
  return true;
}

export function sorted(dresses: readonly GeneratedDress[], sort = 'featured'): GeneratedDress[] {
  const byId = (a: GeneratedDress, b: GeneratedDress) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...dresses].sort((a, b) => {
    switch (sort) {
      case 'price-asc':
        return toPence(a.basePrice) - toPence(b.basePrice) || byId(a, b);
      case 'price-desc':
        return toPence(b.basePrice) - toPence(a.basePrice) || byId(b, a);
      default:
        return b.createdAt.getTime() - a.createdAt.getTime() || byId(b, a);
    }
  });
}

/** Items (ids, in order), total and facet counts the API should answer for `query`. */
export function expected(dresses: readonly GeneratedDress[], query: Query, holds: readonly GeneratedHold[]) {
  const hits = sorted(
    dresses.filter((d) => matches(d, query, holds)),
    query.sort,
  );
  const window = query.availableOn ? holdWindow(query.availableOn, Number(query.duration ?? '2') as 2 | 4) : null;
  const sizes = Object.fromEntries(
    UK_SIZES.map((s) => [
      s,
      dresses.filter((d) => matches(d, query, holds, 'size') && d.availableSizes.includes(s) && (!window || sizeFree(d, s, window, holds)))
        .length,
    ]),
  );
  const categories = Object.fromEntries(
    CATEGORY_SLUGS.map((c) => [c, dresses.filter((d) => matches(d, query, holds, 'category') && d.category === c).length]),
  );
  const occasions = Object.fromEntries(
    OCCASION_SLUGS.map((o) => [o, dresses.filter((d) => matches(d, query, holds, 'occasion') && d.occasions.includes(o)).length]),
  );
  // A category button counts what its link would show: every filter kept but the category.
  const filters = Object.fromEntries(
    CATALOGUE_FILTERS.map((f) => [f.slug, dresses.filter((d) => matches(d, query, holds, 'category') && matchesFilter(d, f.slug)).length]),
  );
  return { ids: hits.map((d) => d.id), total: hits.length, sizes, categories, occasions, filters };
}
