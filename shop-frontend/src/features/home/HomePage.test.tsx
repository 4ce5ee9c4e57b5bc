import { HOME_NEWEST_COUNT } from '@dw/contracts';
import { screen, within } from '@testing-library/react';
import { aProduct } from '../../test/fixtures';
import { installFakeApi } from '../../test/fakeApi';
import { fakeCatalogue } from '../../test/fakeCatalogue';
import { renderShop } from '../../test/renderShop';

describe('home page', () => {
  it('shows the newest dresses first, at most the home grid size', async () => {
    const products = Array.from({ length: HOME_NEWEST_COUNT + 2 }, (_, i) =>
      aProduct({ name: `Dress ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }),
    );
    const api = installFakeApi({ 'GET /api/catalogue': fakeCatalogue(products) });
    renderShop('/');

    const grid = await screen.findByRole('list', { name: 'Latest dresses' });
    const names = within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toHaveLength(HOME_NEWEST_COUNT);
    expect(names[0]).toBe(`Dress ${HOME_NEWEST_COUNT + 1}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hire designer dresses for any occasion');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/all-dresses');
    // One page of the newest dresses, never the whole catalogue.
    expect(api.requests.map((r) => `${r.path} ${JSON.stringify(r.query)}`)).toEqual([
      '/api/catalogue {"page":"1","pageSize":"24","sort":"newest"}',
    ]);
  });

  it('links the occasion tiles to the catalogue filters', async () => {
    installFakeApi({ 'GET /api/catalogue': fakeCatalogue([]) });
    renderShop('/');

    expect(screen.getByRole('link', { name: 'Formal Events' })).toHaveAttribute('href', '/all-dresses?category=evening-gown');
    expect(screen.getByRole('link', { name: 'Wedding Guest' })).toHaveAttribute('href', '/all-dresses?category=wedding-guest');
    expect(screen.getByRole('link', { name: 'Mother of the Bride' })).toHaveAttribute('href', '/all-dresses?category=mother-of-bride');
    expect(await screen.findByText('New designer dresses coming soon! Check back later or browse our catalog.')).toBeInTheDocument();
  });
});
