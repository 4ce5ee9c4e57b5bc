import { CART_SESSION_STORAGE_KEY, NOTICES } from '@dw/contracts';
import { screen, waitFor } from '@testing-library/react';
import { recordAppEvents } from '../../test/appEvents';
import { aCartItem, aProduct } from '../../test/fixtures';
import { apiError, installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const gown = aProduct({ name: 'Midnight Silk Gown', slug: 'midnight-silk-gown', basePrice: '89.00', availableSizes: ['12', '8', '10'] });

describe('product page', () => {
  let events: ReturnType<typeof recordAppEvents>;
  beforeEach(() => {
    localStorage.clear();
    events = recordAppEvents();
  });
  afterEach(() => events.stop());

  it('shows the dress with its price, sizes in order and the 2-day default', async () => {
    installFakeApi({ 'GET /api/products/:id': () => ({ body: gown }) });
    renderShop('/product/midnight-silk-gown');

    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight Silk Gown' })).toBeInTheDocument();
    // The headline is the base price whatever the duration; each duration button states its own.
    expect(screen.getAllByText('£89')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /4 days/ })).toHaveTextContent('£151'); // round(89 × 1.7)
    const sizes = screen.getAllByRole('button', { name: /UK$/ }).map((b) => b.textContent);
    expect(sizes).toEqual(['8', '10', '12']);
    expect(screen.getByRole('button', { name: /2 days/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Back to all dresses/ })).toHaveAttribute('href', '/all-dresses');
    expect(document.title).toBe('Midnight Silk Gown | Designer Wardrobe');
  });

  it('asks for a size before adding to the cart, and sends nothing', async () => {
    const api = installFakeApi({
      'GET /api/products/:id': () => ({ body: gown }),
      'POST /api/cart': () => ({ status: 201, body: {} }),
    });
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    expect(events.toasts).toEqual([expect.objectContaining(NOTICES.sizeRequired)]);
    expect(api.sent('POST /api/cart')).toHaveLength(0);
  });

  it('adds the chosen size and 4-day rental, then tells the badge the new count', async () => {
    let cart: ReturnType<typeof aCartItem>[] = [];
    const api = installFakeApi({
      'GET /api/products/:id': () => ({ body: gown }),
      'POST /api/cart': ({ body }) => {
        const input = body as { sessionId: string; size: string; duration: 2 | 4 };
        cart = [aCartItem(input.sessionId, { size: input.size, duration: input.duration, quantity: 1, unitPrice: '151.00' })];
        return { status: 201, body: cart[0] };
      },
      'GET /api/cart/:sessionId': () => ({ body: cart }),
    });
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: '10 UK' }));
    await user.click(screen.getByRole('button', { name: /4 days/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(events.titles()).toContain('Added to Cart'));
    const [sent] = api.sent('POST /api/cart');
    const sessionId = localStorage.getItem(CART_SESSION_STORAGE_KEY);
    expect(sessionId).toBeTruthy();
    expect(sent.body).toEqual({ sessionId, productId: gown.id, size: '10', duration: 4, quantity: 1 });
    await waitFor(() => expect(events.cartCounts).toEqual([1]));
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });

  it('says so when the cart refuses the item', async () => {
    installFakeApi({
      'GET /api/products/:id': () => ({ body: gown }),
      'POST /api/cart': () => apiError(500, 'Something went wrong'),
    });
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: '8 UK' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(events.toasts).toEqual([expect.objectContaining(NOTICES.addToCartFailed)]));
    expect(events.cartCounts).toEqual([]);
  });

  it("shows 'Product Not Found' with a way back when the API has no such dress", async () => {
    installFakeApi({ 'GET /api/products/:id': () => apiError(404, 'Product not found', 'NOT_FOUND') });
    renderShop('/product/no-such-dress');

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse all dresses/ })).toHaveAttribute('href', '/all-dresses');
  });
});
