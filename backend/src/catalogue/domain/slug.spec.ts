import { slugify, uniqueSlug } from './slug';

describe('slugs', () => {
  it('makes readable URL-safe slugs, folding accents and ampersands', () => {
    expect(slugify('Aurora Sequin Gown')).toBe('aurora-sequin-gown');
    expect(slugify('  Crème Brûlée — Slip & Wrap!  ')).toBe('creme-brulee-slip-and-wrap');
    expect(slugify('***')).toBe('dress');
    expect(slugify('x'.repeat(200))).toHaveLength(80);
  });

  it('numbers a slug that is already taken', () => {
    expect(uniqueSlug('gown', new Set())).toBe('gown');
    expect(uniqueSlug('gown', new Set(['gown']))).toBe('gown-2');
    expect(uniqueSlug('gown', new Set(['gown', 'gown-2', 'gown-3']))).toBe('gown-4');
  });
});
