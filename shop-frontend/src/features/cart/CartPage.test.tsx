import { AVAILABILITY_MESSAGES, CART_SESSION_STORAGE_KEY, type CartItemView } from '@dw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { recordAppEvents } from '../../test/appEvents';
import { aCartItem, aQuote, anAvailability } from '../../test/fixtures';
import { type FakeReply, type RecordedRequest, apiError, installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const SESSION = 'session-under-test-0001';

type Route = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

/** The fake API, with the server's quote of whatever the cart route answers (the page shows only that). */
function installCart(routes: Record<string, Route>) {
  const cart = routes['GET /api/cart/:sessionId'];
  return installFakeApi({
    'GET /api/cart/:sessionId/quote': async (request) => {
      const reply = await cart(request);
      return (reply.status ?? 200) === 200 ? { body: aQuote(reply.body as CartItemView[]) } : reply;
    },
    ...routes,
  });
}

function summaryRow(label: string) {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return within(summary).getByText(label).parentElement as HTMLElement;
}

describe('cart page', () => {
  let events: ReturnType<typeof recordAppEvents>;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(CART_SESSION_STORAGE_KEY, SESSION);
    events = recordAppEvents();
  });
  afterEach(() => events.stop());

  it('lists each line with the server price and totals quantities, 4-day lines and the two fees', async () => {
    installCart({
      'GET /api/cart/:sessionId': () => ({
        body: [
          aCartItem(SESSION, { quantity: 2, duration: 2, unitPrice: '45.00' }),
          aCartItem(SESSION, {
            duration: 4,
            size: '12',
            unitPrice: '151.00',
            product: { name: 'Midnight Silk Gown', slug: 'midnight-silk-gown', basePrice: '89.00', imageUrl: null },
          }),
        ],
      }),
    });
    renderShop('/cart');

    expect(await screen.findByText('Size 12 UK · 4-day rental')).toBeInTheDocument();
    expect(screen.getByText('£151 each')).toBeInTheDocument();
    // The figures are the server's quote, which may arrive just after the lines.
    await waitFor(() => expect(summaryRow('Subtotal')).toHaveTextContent('£241.00')); // 2 × 45 + 151
    expect(summaryRow('Dry cleaning')).toHaveTextContent('£15.00');
    expect(summaryRow('Damage insurance')).toHaveTextContent('£8.00');
    expect(summaryRow('Total')).toHaveTextContent('£264.00');
    expect(events.cartCounts).toEqual([3]);
  });

  it("shows each line's rental days and the day it goes back in the post", async () => {
    installCart({
      'GET /api/cart/:sessionId': () => ({ body: [aCartItem(SESSION, { duration: 4, startDate: '2026-12-30' })] }),
    });
    renderShop('/cart');

    const line = within(await screen.findByRole('region', { name: 'Your selection' }));
    expect(line.getByText('Wed 30 Dec 2026 – Sat 2 Jan 2027')).toBeInTheDocument();
    expect(line.getByText('Back in the post Sun 3 Jan 2027')).toBeInTheDocument();
  });

  it('flags a line whose dates were taken, with its reason, a way to remove it and a way back to the dress', async () => {
    let cart = [
      aCartItem(SESSION),
      aCartItem(SESSION, {
        available: false,
        unavailableReason: AVAILABILITY_MESSAGES.lineUnavailable,
        product: { name: 'Midnight Silk Gown', slug: 'midnight-silk-gown', basePrice: '89.00', imageUrl: null },
      }),
    ];
    installCart({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'DELETE /api/cart/:id': ({ params }) => {
        cart = cart.filter((line) => line.id !== params.id);
        return { status: 204 };
      },
    });
    const { user } = renderShop('/cart');

    const flag = await screen.findByRole('group', { name: 'Midnight Silk Gown is unavailable' });
    expect(flag).toHaveTextContent(AVAILABILITY_MESSAGES.lineUnavailable);
    expect(within(flag).getByRole('link', { name: 'Choose another date' })).toHaveAttribute('href', '/product/midnight-silk-gown');
    // The available line keeps its quantity controls and carries no flag.
    expect(screen.getByRole('button', { name: 'Increase quantity of Rose Cocktail Dress' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Rose Cocktail Dress is unavailable' })).not.toBeInTheDocument();

    await user.click(within(flag).getByRole('button', { name: 'Remove Midnight Silk Gown' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Midnight Silk Gown is unavailable' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Rose Cocktail Dress' })).toBeInTheDocument();
  });

  it('changes a quantity with the owner session header', async () => {
    let cart = [aCartItem(SESSION, { quantity: 1 })];
    const api = installCart({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'PUT /api/cart/:id': ({ body }) => {
        cart = [{ ...cart[0], quantity: (body as { quantity: number }).quantity }];
        return { body: cart[0] };
      },
    });
    const { user } = renderShop('/cart');

    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Rose Cocktail Dress' }));

    await waitFor(() => expect(summaryRow('Subtotal')).toHaveTextContent('£90.00'));
    const [put] = api.sent('PUT /api/cart/:id');
    expect(put.body).toEqual({ quantity: 2 });
    expect(put.headers['x-session-id']).toBe(SESSION);
    expect(events.cartCounts).toEqual([1, 2]);
  });

  it('shows a backup size under its line as Free, leaves the totals alone, and takes it off with its own Remove', async () => {
    let cart = [aCartItem(SESSION, { quantity: 1, backupSize: '12' })];
    const api = installCart({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'PUT /api/cart/:id': ({ body }) => {
        cart = [{ ...cart[0], backupSize: (body as { backupSize: string | null }).backupSize }];
        return { body: cart[0] };
      },
    });
    const { user } = renderShop('/cart');

    expect(await screen.findByText(/Backup size 12 UK/)).toHaveTextContent('Backup size 12 UK · Free');
    await waitFor(() => expect(summaryRow('Subtotal')).toHaveTextContent('£45.00'));
    await user.click(screen.getByRole('button', { name: 'Remove the backup size of Rose Cocktail Dress' }));

    await waitFor(() => expect(screen.queryByText(/Backup size/)).not.toBeInTheDocument());
    const [put] = api.sent('PUT /api/cart/:id');
    expect(put.body).toEqual({ quantity: 1, backupSize: null });
    expect(put.headers['x-session-id']).toBe(SESSION);
    // The line itself stays.
    expect(screen.getByText('Size 10 UK · 2-day rental')).toBeInTheDocument();
  });

  it('says when a backup size was taken meanwhile, and to remove it', async () => {
    installCart({
      'GET /api/cart/:sessionId': () => ({
        body: [aCartItem(SESSION, { backupSize: '12', backupUnavailableReason: AVAILABILITY_MESSAGES.lineUnavailable })],
      }),
    });
    renderShop('/cart');
    expect(await screen.findByText('No longer available for these dates: remove the backup size to place your order.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('removes the line when its quantity goes down to 0', async () => {
    let cart = [aCartItem(SESSION, { quantity: 1 })];
    const api = installCart({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'DELETE /api/cart/:id': () => {
        cart = [];
        return { status: 204 };
      },
    });
    const { user } = renderShop('/cart');

    await user.click(await screen.findByRole('button', { name: 'Decrease quantity of Rose Cocktail Dress' }));

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(api.sent('PUT /api/cart/:id')).toHaveLength(0);
    const [del] = api.sent('DELETE /api/cart/:id');
    expect(del.headers['x-session-id']).toBe(SESSION);
    expect(events.titles()).toContain('Item Removed');
    expect(events.cartCounts).toEqual([1, 0]);
  });

  it('removes a line with its Remove button', async () => {
    let cart = [aCartItem(SESSION, { quantity: 3 })];
    installCart({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'DELETE /api/cart/:id': () => {
        cart = [];
        return { status: 204 };
      },
    });
    const { user } = renderShop('/cart');

    await user.click(await screen.findByRole('button', { name: 'Remove Rose Cocktail Dress' }));

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(events.toasts).toEqual([expect.objectContaining({ title: 'Item Removed' })]);
  });

  it("asks for the start date of a line added without one, with the product page's calendar, and holds checkout until then", async () => {
    const undated = aCartItem(SESSION, { startDate: null, available: false, unavailableReason: AVAILABILITY_MESSAGES.startDateRequired });
    let cart = [undated];
    const api = installCart({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'GET /api/products/:id/availability': () => ({
        body: anAvailability({ id: undated.productId, availableSizes: ['10'] }, '2026-11-20', { '10': ['2026-11-28'] }),
      }),
      'PUT /api/cart/:id': ({ body }) => {
        const { startDate } = body as { startDate: string };
        cart = [aCartItem(SESSION, { id: undated.id, productId: undated.productId, startDate })];
        return { body: cart[0] };
      },
    });
    const { user } = renderShop('/cart');

    const flag = await screen.findByRole('group', { name: 'Rose Cocktail Dress needs a start date' });
    expect(flag).toHaveTextContent(AVAILABILITY_MESSAGES.startDateRequired);
    expect(screen.getByText('No date chosen')).toBeInTheDocument();
    // Checkout says what is missing, before and instead of asking the server.
    expect(screen.getByText(AVAILABILITY_MESSAGES.lineDateRequired.description)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(events.toasts).toEqual([
      expect.objectContaining({ title: 'Date Required', description: AVAILABILITY_MESSAGES.lineDateRequired.description }),
    ]);
    expect(api.sent('POST /api/orders')).toHaveLength(0);

    await user.click(within(flag).getByRole('button', { name: 'Choose a start date' }));
    const calendar = await within(flag).findByRole('group', { name: 'Event date' });
    // Days the dress is taken (with dispatch and cleaning around them) cannot be chosen.
    // The days come with the availability, which the picker asks for when it opens.
    expect(await within(calendar).findByRole('button', { name: 'Tuesday 24 November 2026' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('button', { name: 'Sunday 22 November 2026' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Rose Cocktail Dress needs a start date' })).not.toBeInTheDocument());
    const [put] = api.sent('PUT /api/cart/:id');
    expect(put.body).toEqual({ quantity: 1, startDate: '2026-11-22' });
    expect(put.headers['x-session-id']).toBe(SESSION);
    expect(
      within(screen.getByRole('region', { name: 'Your selection' })).getByText('Sun 22 Nov 2026 – Mon 23 Nov 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByText(AVAILABILITY_MESSAGES.lineDateRequired.description)).not.toBeInTheDocument();
  });

  it("offers no '+' past the units free for the line's dates, and says how many there are", async () => {
    installCart({ 'GET /api/cart/:sessionId': () => ({ body: [aCartItem(SESSION, { quantity: 1, maxQuantity: 1 })] }) });
    renderShop('/cart');

    const plus = await screen.findByRole('button', { name: 'Increase quantity of Rose Cocktail Dress' });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription('Only 1 available for these dates.');
  });

  it('keeps the refusal of a further unit on screen, with the number free, instead of a passing error', async () => {
    let cart = [aCartItem(SESSION, { quantity: 2, maxQuantity: 3 })];
    installCart({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'PUT /api/cart/:id': () => {
        // Someone booked one meanwhile: the server counts afresh.
        cart = [{ ...cart[0], maxQuantity: 2 }];
        return apiError(409, 'Only 2 available for these dates.', 'DATES_UNAVAILABLE');
      },
    });
    const { user } = renderShop('/cart');

    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Rose Cocktail Dress' }));

    expect(await screen.findByText('Only 2 available for these dates.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Increase quantity of Rose Cocktail Dress' })).toBeDisabled());
    expect(screen.getByText('Only 2 available for these dates.')).toBeInTheDocument();
    expect(events.toasts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Increase quantity of Rose Cocktail Dress' })).toHaveAccessibleDescription(
      'Only 2 available for these dates.',
    );
  });

  it('offers Continue Shopping when the cart is empty, without asking the server for a visitor with no cart', async () => {
    localStorage.clear();
    const api = installCart({});
    renderShop('/cart');

    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/catalog');
    expect(api.requests).toHaveLength(0);
  });

  it("says 'Failed to fetch cart' when the cart cannot be loaded", async () => {
    installCart({ 'GET /api/cart/:sessionId': () => apiError(500, 'Internal error') });
    renderShop('/cart');

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(events.titles()).toEqual(['Failed to fetch cart']);
  });
});
