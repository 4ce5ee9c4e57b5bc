import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATALOGUE_FILTERS,
  CATALOGUE_SIZE_FILTER,
  CATEGORY_SLUGS,
  HOME_NEWEST_COUNT,
  OCCASION_SLUGS,
  PRODUCT_IMAGES,
  TEXT_LIMITS,
  UK_SIZES,
  matchesFilter,
  sortSizes,
  toPence,
} from '@dw/contracts';
import { DEMO_PRODUCTS } from './demo-products';
import { SEED_IMAGES_DIR as IMAGES_DIR } from './seed-demo-catalogue';
/** Link values the site uses in the footer and the home page's occasion tiles. */
const SPEC_LINK_VALUES = ['evening-gown', 'wedding-guest', 'mother-of-bride', 'formal', 'wedding', 'cocktail', 'party'];

const countWhere = (test: (p: (typeof DEMO_PRODUCTS)[number]) => boolean) => DEMO_PRODUCTS.filter(test).length;

describe('demo catalogue', () => {
  it('has at least 28 products with unique, URL-safe slugs', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(28);
    const slugs = DEMO_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('puts every category and every occasion on at least two products', () => {
    for (const category of CATEGORY_SLUGS) {
      expect([category, countWhere((p) => p.category === category) >= 2]).toEqual([category, true]);
    }
    for (const occasion of OCCASION_SLUGS) {
      expect([occasion, countWhere((p) => p.occasions.includes(occasion)) >= 2]).toEqual([occasion, true]);
    }
  });

  it('uses only known categories and occasions, each occasion once per product', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(CATEGORY_SLUGS).toContain(p.category);
      expect(p.occasions.length).toBeGreaterThan(0);
      for (const o of p.occasions) expect(OCCASION_SLUGS).toContain(o);
      expect(new Set(p.occasions).size).toBe(p.occasions.length);
    }
  });

  it('lands every catalogue button and every link of the footer and home tiles on at least two products', () => {
    const values = [...CATALOGUE_FILTERS.map((f) => f.slug).filter((s) => s !== 'all'), ...SPEC_LINK_VALUES];
    for (const value of values) {
      expect([value, countWhere((p) => matchesFilter(p, value)) >= 2]).toEqual([value, true]);
    }
  });

  it('offers each catalogue size filter on at least six products, sizes ascending and valid', () => {
    for (const size of CATALOGUE_SIZE_FILTER) {
      expect([size, countWhere((p) => p.availableSizes.includes(size)) >= 6]).toEqual([size, true]);
    }
    for (const p of DEMO_PRODUCTS) {
      expect(p.availableSizes.length).toBeGreaterThan(0);
      for (const s of p.availableSizes) expect(UK_SIZES).toContain(s);
      expect(new Set(p.availableSizes).size).toBe(p.availableSizes.length);
      expect([...p.availableSizes]).toEqual(sortSizes(p.availableSizes));
    }
  });

  it('prices every rental between £45 and £89, with exactly one at each end', () => {
    const base = DEMO_PRODUCTS.map((p) => toPence(p.basePrice));
    for (const p of DEMO_PRODUCTS) expect(p.basePrice).toMatch(/^\d+\.\d{2}$/);
    for (const pence of base) {
      expect(pence).toBeGreaterThanOrEqual(4500);
      expect(pence).toBeLessThanOrEqual(8900);
    }
    expect(base.filter((p) => p === 4500)).toHaveLength(1);
    expect(base.filter((p) => p === 8900)).toHaveLength(1);
  });

  it('sets a plausible retail price on most products and leaves a few to the ×3.5 fallback', () => {
    const withRetail = DEMO_PRODUCTS.filter((p) => p.retailPrice !== null);
    const without = DEMO_PRODUCTS.length - withRetail.length;
    expect(without).toBeGreaterThanOrEqual(2);
    expect(withRetail.length).toBeGreaterThan(DEMO_PRODUCTS.length / 2);
    for (const p of withRetail) {
      expect(p.retailPrice).toMatch(/^\d+\.\d{2}$/);
      const retail = toPence(p.retailPrice as string);
      expect(retail).toBeGreaterThanOrEqual(25_000);
      expect(retail).toBeLessThanOrEqual(180_000);
      expect(retail).toBeGreaterThan(toPence(p.basePrice));
    }
  });

  it('keeps names, brands and descriptions within the product form limits', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.name.length).toBeGreaterThan(0);
      expect(p.name.length).toBeLessThanOrEqual(TEXT_LIMITS.productName.max);
      expect(p.brand.length).toBeGreaterThanOrEqual(TEXT_LIMITS.brand.min);
      expect(p.brand.length).toBeLessThanOrEqual(TEXT_LIMITS.brand.max);
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.description.length).toBeLessThanOrEqual(TEXT_LIMITS.productDescription.max);
    }
  });

  it('gives a stable, distinct age to every product and a varied set of newest arrivals', () => {
    const ages = DEMO_PRODUCTS.map((p) => p.ageDays);
    for (const age of ages) expect(Number.isInteger(age) && age >= 0).toBe(true);
    expect(new Set(ages).size).toBe(ages.length);
    const newest = [...DEMO_PRODUCTS].sort((a, b) => a.ageDays - b.ageDays).slice(0, HOME_NEWEST_COUNT);
    expect(new Set(newest.map((p) => p.category)).size).toBe(HOME_NEWEST_COUNT);
  });

  it('ships every named image as a WebP file under 60 KB', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.images.length).toBeGreaterThanOrEqual(PRODUCT_IMAGES.min);
      expect(p.images.length).toBeLessThanOrEqual(PRODUCT_IMAGES.max);
      for (const file of p.images) {
        expect(file).toMatch(/^[a-z0-9-]+\.webp$/);
        const path = join(IMAGES_DIR, file);
        expect(statSync(path).size).toBeLessThan(60 * 1024);
        const head = readFileSync(path).subarray(0, 12);
        expect(head.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(head.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
  });
});
