import { CART_SESSION_STORAGE_KEY } from '@dw/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
// The cart page's chunk adds its reader of the page's answers when it loads, before the store is made.
import '../features/cart/cartApi';
import { ShopApp } from '../App';
import { installFakeApi } from '../test/fakeApi';
import { catalogueAnswer, fakeCatalogue } from '../test/fakeCatalogue';
import { aCartItem, aProduct, aQuote } from '../test/fixtures';
import { PAGE_DATA_ELEMENT_ID, readPageData, seedFromPageData } from './pageData';
import { makeStore } from './store';

/** The page as the server sends it: the API answers in a JSON block (backend/src/web/page-data.ts). */
function pageWithData(data: unknown, raw = JSON.stringify(data)) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = raw;
  document.body.append(block);
}

/** Mounts the shop as the page's own store does: seeded from the page first. */
function openShop(url: string) {
  window.history.replaceState(null, '', url);
  const store = makeStore();
  store.dispatch(seedFromPageData(readPageData()));
  return render(<ShopApp store={store} />);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('the API answers written into the page', () => {
  it('show the home page’s dresses without asking the API', async () => {
    const api = installFakeApi({}); // any request would fail: no route answers
    const newest = catalogueAnswer([aProduct({ name: 'Opal Beaded Gown', imageUrls: ['/objects/uploads/opal'] })], {
      page: '1',
      pageSize: '24',
      sort: 'newest',
    });
    pageWithData({ '/api/catalogue?page=1&pageSize=24&sort=newest': newest });
    openShop('/');

    const grid = await screen.findByRole('list', { name: 'Latest dresses' });
    expect(within(grid).getByRole('heading', { level: 3 })).toHaveTextContent('Opal Beaded Gown');
    // The hero's picture is the one the server preloads.
    expect(screen.getAllByRole('img', { name: 'Opal Beaded Gown' })[0]).toHaveAttribute('src', '/objects/uploads/opal');
    expect(api.requests).toEqual([]);
  });

  it('show a product page at once, ignoring answers the shop does not read', async () => {
    const gown = aProduct({ name: 'Midnight Silk Gown', slug: 'midnight-silk-gown' });
    const api = installFakeApi({});
    pageWithData({ '/api/products/midnight-silk-gown': gown, '/api/orders': { ignored: true } });
    openShop('/product/midnight-silk-gown');

    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight Silk Gown' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('show the catalogue page the URL asks for at once, from its GET /api/catalogue answer', async () => {
    const api = installFakeApi({});
    const answer = catalogueAnswer([aProduct({ name: 'Opal Beaded Gown' })], { page: '1', pageSize: '24', size: '10' });
    pageWithData({ '/api/catalogue?page=1&pageSize=24&size=10': answer });
    openShop('/all-dresses?size=10&utm_source=mail');

    expect(await screen.findByRole('heading', { level: 3, name: 'Opal Beaded Gown' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 dress')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('fall back to the API when the block is not valid JSON', async () => {
    const api = installFakeApi({ 'GET /api/catalogue': fakeCatalogue([aProduct({ name: 'Fetched Gown' })]) });
    pageWithData(null, '{"/api/catalogue?page=1&pageSize=24": [');
    openShop('/all-dresses');

    expect(await screen.findByRole('heading', { level: 3, name: 'Fetched Gown' })).toBeInTheDocument();
    expect(api.sent('GET /api/catalogue')).toHaveLength(1);
  });

  it('show a returning renter’s cart drawn by the server, its lines and quote, without asking the API', async () => {
    const session = 'session-drawn-0001';
    localStorage.setItem(CART_SESSION_STORAGE_KEY, session);
    const lines = [
      aCartItem(session, { product: { name: 'Opal Beaded Gown', slug: 'opal-beaded-gown', basePrice: '60.00', imageUrl: null } }),
    ];
    const api = installFakeApi({
      'GET /api/cart/:sessionId': () => ({ body: [] }),
      'GET /api/cart/:sessionId/quote': () => ({ body: aQuote([]) }),
    });
    pageWithData({ [`/api/cart/${session}`]: lines, [`/api/cart/${session}/quote`]: aQuote(lines) });
    openShop('/cart');

    expect(await screen.findByRole('link', { name: 'Opal Beaded Gown' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(summary).getByText('Total').parentElement).toHaveTextContent(`£${(aQuote(lines).totalPence / 100).toFixed(2)}`),
    );
    expect(api.sent('GET /api/cart/:sessionId')).toEqual([]);
    expect(api.sent('GET /api/cart/:sessionId/quote')).toEqual([]);
    localStorage.clear();
  });
});
