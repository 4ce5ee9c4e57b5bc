import { readFileSync } from 'node:fs';
import { type BudgetPage, PAGE_BUDGETS_KB, initialChunks, overBudget } from '../../config/js-budget';
import { COMPILE_HINT } from '../../config/webpack/compile-hints';
import { productBody } from './support/fixtures';
import { REPO_ROOT, requireBuilt } from './support/builds';
import { TestApp, createTestApp } from './support/test-app';

/**
 * Each storefront page's initial JavaScript (the shell, the page's remote and the chunks the page
 * preloads, as the served HTML names them, gzipped) stays within its budget in config/js-budget.js.
 */
describe('the storefront pages’ initial JavaScript', () => {
  let ctx: TestApp;
  let slug: string;

  beforeAll(async () => {
    requireBuilt(['shell/dist/index.html', 'shop-frontend/dist/remoteEntry.js', 'shop-frontend/dist/server/render.js']);
    ctx = await createTestApp('sqlite', { env: { STATIC_ROOT: REPO_ROOT } });
    const agent = await ctx.adminAgent();
    slug = (await agent.post('/api/products').send(productBody()).expect(201)).body.slug;
  });
  afterAll(() => ctx?.close());

  const chunksOf = async (page: BudgetPage) => {
    const path = PAGE_BUDGETS_KB[page].path.replace(':identifier', slug);
    return initialChunks((await ctx.http().get(path).expect(200)).text, REPO_ROOT);
  };

  it.each(Object.keys(PAGE_BUDGETS_KB) as BudgetPage[])('%s is within its budget, with no admin code', async (page) => {
    const chunks = await chunksOf(page);
    // The shell's entry and React, the shop's entry: the page's scripts were all found.
    expect(chunks.map((c) => c.key)).toEqual(expect.arrayContaining(['shell/main', 'shell/libraries', 'shop/remoteEntry']));
    expect(chunks.filter((c) => c.key.startsWith('admin/') || c.key.startsWith('lender/'))).toEqual([]);
    expect(overBudget(page, chunks)).toBeNull();
  });

  // The hint must open the file (V8 reads it only there): a minifier or banner placed after it loses it.
  it.each(Object.keys(PAGE_BUDGETS_KB) as BudgetPage[])('%s: every initial chunk asks V8 to compile it while streaming', async (page) => {
    const chunks = await chunksOf(page);
    const withoutHint = chunks.filter((c) => !readFileSync(c.file, 'utf8').startsWith(`${COMPILE_HINT}\n`)).map((c) => c.key);
    expect(withoutHint).toEqual([]);
  });

  it('names the chunk that grew when a page goes over', async () => {
    const chunks = await chunksOf('product');
    const promo = { key: 'shop/promo-box', file: 'promo-box.js', kb: 20 };
    const grown = chunks.map((c) => (c.key === 'shop/remoteEntry' ? { ...c, kb: c.kb + 20 } : c));
    expect(overBudget('product', [...chunks, promo])).toMatch(
      /^product: .* over its 139\.0 KB budget .*shop\/promo-box is new \(20\.0 KB\)/,
    );
    expect(overBudget('product', grown)).toMatch(/shop\/remoteEntry grew from [\d.]+ KB to [\d.]+ KB/);
  });
});
