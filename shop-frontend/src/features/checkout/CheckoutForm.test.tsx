import {
  AVAILABILITY_MESSAGES,
  CART_SESSION_STORAGE_KEY,
  CHARGES_CONSENT_REQUIRED_MESSAGE,
  CHARGES_CONSENT_TEXT,
  CHECKOUT_MESSAGES,
  NOTICES,
  type OrderView,
} from '@dw/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { recordAppEvents } from '../../test/appEvents';
import { aCartItem, aProduct, aQuote, anAvailability, anUnpaidPayment } from '../../test/fixtures';
import { type FakeReply, type RecordedRequest, apiError, installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const SESSION = 'session-under-test-0002';
const ORDER_ID = '5a1f0c2e-8b7d-4e0a-9c3b-2f6e1d4ab7c9';

/**
 * A cart that the server empties when an order succeeds, as the real one does; `afterRefusal` is the
 * cart the server shows after refusing an order (a line taken meanwhile, say).
 */
function fakeShop(
  placeOrder: (request: RecordedRequest, attempt: number) => FakeReply,
  lines = [aCartItem(SESSION, { quantity: 1, duration: 4, unitPrice: '77.00', startDate: '2099-05-10' })],
  afterRefusal = lines,
) {
  let cart = lines;
  let attempt = 0;
  return installFakeApi({
    'GET /api/cart/:sessionId': () => ({ body: cart }),
    'GET /api/cart/:sessionId/quote': () => ({ body: aQuote(cart) }),
    'POST /api/orders': (request) => {
      const reply = placeOrder(request, ++attempt);
      cart = (reply.status ?? 200) < 300 ? [] : afterRefusal;
      return reply;
    },
  });
}

function placedOrder(): OrderView {
  return {
    id: ORDER_ID,
    customerName: 'Amelia Hart',
    customerEmail: 'amelia@example.co.uk',
    customerPhone: '07700 900123',
    deliveryAddress: '12 Rosewood Lane, Bath BA1 2AB',
    rentalStartDate: '2099-05-10',
    rentalEndDate: '2099-05-13',
    subtotal: '77.00',
    cleaningFee: '15.00',
    insurance: '8.00',
    discount: '0.00',
    promoCode: null,
    total: '100.00',
    status: 'pending',
    createdAt: '2026-01-01T00:00:00.000Z',
    items: [],
    payment: anUnpaidPayment(),
    shipment: null,
    lateFees: null,
  };
}

function summaryRow(label: string) {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return within(summary).getByText(label).parentElement as HTMLElement;
}

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Full name'), 'Amelia Hart');
  await user.type(screen.getByLabelText('Email address'), 'amelia@example.co.uk');
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  await user.type(screen.getByLabelText('Address line 1'), '12 Rosewood Lane');
  await user.type(screen.getByLabelText('Town or city'), 'Bath');
  await user.type(screen.getByLabelText('Postcode'), 'ba12ab');
}

describe('checkout', () => {
  let events: ReturnType<typeof recordAppEvents>;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(CART_SESSION_STORAGE_KEY, SESSION);
    events = recordAppEvents();
  });
  afterEach(() => events.stop());

  it('marks the email and phone fields with their input types and requires every field but address line 2', async () => {
    fakeShop(() => ({ body: placedOrder() }));
    renderShop('/cart');

    expect(await screen.findByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    for (const label of ['Full name', 'Email address', 'Phone number', 'Address line 1', 'Town or city', 'Postcode']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Address line 2 (optional)')).not.toBeRequired();
    expect(screen.getByRole('group', { name: 'Delivery address' })).toContainElement(screen.getByLabelText('Postcode'));
  });

  it("shows the order's dates from the cart's lines instead of asking for them", async () => {
    fakeShop(
      () => ({ body: placedOrder() }),
      [aCartItem(SESSION, { duration: 4, startDate: '2099-05-10' }), aCartItem(SESSION, { duration: 2, startDate: '2099-05-02' })],
    );
    renderShop('/cart');

    const details = await screen.findByRole('region', { name: 'Delivery & rental details' });
    expect(within(details).getByText('Sat 2 May 2099 – Wed 13 May 2099')).toBeInTheDocument();
    expect(screen.queryByLabelText('Rental start date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Rental end date')).not.toBeInTheDocument();
  });

  it('refuses to place an order while a line is no longer available, and says what to do', async () => {
    const api = fakeShop(
      () => ({ status: 201, body: placedOrder() }),
      [aCartItem(SESSION), aCartItem(SESSION, { available: false, unavailableReason: AVAILABILITY_MESSAGES.lineUnavailable })],
    );
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(events.toasts).toEqual([
      expect.objectContaining({
        title: AVAILABILITY_MESSAGES.unavailableToast.title,
        description: expect.stringMatching(/^One dress in your cart is no longer available/),
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveAccessibleDescription(
      'One dress in your cart is no longer available for its dates. Remove it or choose another date before placing your order.',
    );
    expect(api.sent('POST /api/orders')).toHaveLength(0);
  });

  it("says 'Missing Information' for an empty form and sends no order", async () => {
    const api = fakeShop(() => ({ body: placedOrder() }));
    const { user } = renderShop('/cart');

    await user.click(await screen.findByRole('button', { name: 'Place Order' }));

    expect(events.toasts).toEqual([expect.objectContaining(NOTICES.checkoutMissing)]);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(api.sent('POST /api/orders')).toHaveLength(0);
  });

  it('refuses a one-letter name, a nonsense address line and a wrong postcode, each said beside its field, and focuses the first', async () => {
    const api = fakeShop(() => ({ body: placedOrder() }));
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });
    await fillForm(user);
    await user.clear(screen.getByLabelText('Address line 1'));
    await user.type(screen.getByLabelText('Address line 1'), '1 x');
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), 'BA1');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription(CHECKOUT_MESSAGES.addressLine1);
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(CHECKOUT_MESSAGES.postcode);
    expect(screen.getByLabelText('Town or city')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText('Address line 1')).toHaveFocus());
    expect(events.toasts).toEqual([expect.objectContaining({ title: 'Check your details', description: CHECKOUT_MESSAGES.addressLine1 })]);
    expect(api.sent('POST /api/orders')).toHaveLength(0);

    // Correcting a field takes its message away.
    await user.type(screen.getByLabelText('Postcode'), ' 2AB');
    expect(screen.getByLabelText('Postcode')).not.toHaveAttribute('aria-invalid');
  });

  it('places the order with the cart lines and the totals shown, then confirms it and empties the cart', async () => {
    const api = fakeShop(() => ({ status: 201, body: placedOrder() }));
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, Amelia' })).toBeInTheDocument();
    // Quoted as the e-mails and the order page quote it: the id's last 8 characters, upper case.
    expect(screen.getByText('#1D4AB7C9')).toBeInTheDocument();
    expect(events.titles()).toContain('Order Placed');
    await waitFor(() => expect(events.cartCounts.at(-1)).toBe(0));
    const [post] = api.sent('POST /api/orders');
    expect(post.body).toEqual({
      sessionId: SESSION,
      chargesConsent: false,
      order: {
        customerName: 'Amelia Hart',
        customerEmail: 'amelia@example.co.uk',
        customerPhone: '07700 900123',
        addressLine1: '12 Rosewood Lane',
        town: 'Bath',
        postcode: 'BA1 2AB',
        subtotal: '77.00',
        cleaningFee: '15.00',
        insurance: '8.00',
        discount: '0.00',
        total: '100.00',
      },
      items: [{ productId: expect.any(String), size: '10', duration: 4, quantity: 1, unitPrice: '77.00', startDate: '2099-05-10' }],
    });
  });

  it('keeps the Idempotency-Key for a retry after a failure and uses a new one after success', async () => {
    const api = fakeShop((_request, attempt) =>
      attempt === 1 ? apiError(503, 'Service unavailable') : { status: 201, body: placedOrder() },
    );
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(events.toasts).toEqual([expect.objectContaining(NOTICES.orderFailed)]));
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Thank you, Amelia' });

    const [first, retry] = api.sent('POST /api/orders');
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  });

  it('renews the Idempotency-Key once an order has been placed', async () => {
    let orders = 0;
    let cart = [aCartItem(SESSION)];
    const product = aProduct({ slug: 'rose-cocktail-dress', availableSizes: ['10'] });
    const api = installFakeApi({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'GET /api/cart/:sessionId/quote': () => ({ body: aQuote(cart) }),
      'GET /api/products/:id': () => ({ body: product }),
      'GET /api/products/:id/availability': () => ({ body: anAvailability(product, '2026-11-27') }),
      'POST /api/cart': () => {
        cart = [aCartItem(SESSION)];
        return { status: 201, body: cart[0] };
      },
      'POST /api/orders': () => {
        orders += 1;
        cart = [];
        return { status: 201, body: { ...placedOrder(), id: `${ORDER_ID.slice(0, -1)}${orders}` } };
      },
    });
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Thank you, Amelia' });

    // The shopper adds another dress and checks out again in the same visit.
    act(() => window.history.pushState(null, '', '/product/rose-cocktail-dress'));
    await user.click(await screen.findByRole('button', { name: '10 UK' }));
    await user.click(await screen.findByRole('button', { name: 'Monday 30 November 2026' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(events.cartCounts.at(-1)).toBe(1));
    act(() => window.history.pushState(null, '', '/cart'));
    await screen.findByRole('button', { name: 'Place Order' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.sent('POST /api/orders')).toHaveLength(2));

    const [first, second] = api.sent('POST /api/orders');
    expect(second.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
  }, 30_000); // two checkouts and a product page: slow on a shared machine, not a timing assertion

  it('sends one order for a double click', async () => {
    let release: () => void = () => undefined;
    const api = fakeShop(() => ({ status: 201, body: placedOrder() }));
    const slow = globalThis.fetch as jest.Mock;
    const original = slow.getMockImplementation()!;
    slow.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (release = resolve));
      return original(url, init);
    });
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });
    await fillForm(user);

    const button = screen.getByRole('button', { name: 'Place Order' });
    await user.dblClick(button);
    // Busy but still focusable, so the keyboard focus stays on it.
    const busy = await screen.findByRole('button', { name: 'Placing Order…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    release();

    await screen.findByRole('heading', { name: 'Thank you, Amelia' });
    expect(api.sent('POST /api/orders')).toHaveLength(1);
  });

  it('when a date was taken meanwhile, says so with the server message and flags the line', async () => {
    const message = 'Rose Cocktail Dress in UK size 10 is no longer available from Sat 9 May 2099. Please choose another date.';
    const line = aCartItem(SESSION);
    const api = fakeShop(
      () => apiError(409, message, 'DATES_UNAVAILABLE'),
      [line],
      [{ ...line, available: false, unavailableReason: AVAILABILITY_MESSAGES.lineUnavailable }],
    );
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() =>
      expect(events.toasts).toEqual([
        expect.objectContaining({ title: AVAILABILITY_MESSAGES.unavailableToast.title, description: message, variant: 'destructive' }),
      ]),
    );
    expect(await screen.findByRole('group', { name: 'Rose Cocktail Dress is unavailable' })).toBeInTheDocument();
    expect(api.sent('GET /api/cart/:sessionId')).toHaveLength(2);
  });

  it('asks for the consent to later charges beside its box when the shop takes cards, and sends it once ticked', async () => {
    const api = fakeShop((_request, attempt) =>
      attempt === 1 ? apiError(400, CHARGES_CONSENT_REQUIRED_MESSAGE, 'CHARGES_CONSENT_REQUIRED') : { status: 201, body: placedOrder() },
    );
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });
    const consent = screen.getByRole('checkbox', { name: new RegExp(CHARGES_CONSENT_TEXT.slice(0, 40)) });
    expect(consent).not.toBeChecked();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(CHARGES_CONSENT_REQUIRED_MESSAGE, { selector: 'p' })).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(consent).toHaveFocus());

    await user.click(consent);
    expect(consent).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Amelia' })).toBeInTheDocument();
    expect(api.sent('POST /api/orders').map((post) => (post.body as { chargesConsent: boolean }).chargesConsent)).toEqual([false, true]);
  });

  it("shows the server's reason when it refuses the order", async () => {
    fakeShop(() => apiError(409, 'You already hold 6 dresses in orders not yet confirmed.', 'HOLD_LIMIT_REACHED'));
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() =>
      expect(events.toasts).toEqual([
        expect.objectContaining({ title: 'Order Failed', description: 'You already hold 6 dresses in orders not yet confirmed.' }),
      ]),
    );
  });

  it('shows the new figures when the price moved since the renter looked, and places the order again at them', async () => {
    let cart = [aCartItem(SESSION, { quantity: 1, unitPrice: '77.00', startDate: '2099-05-10' })];
    const api = installFakeApi({
      'GET /api/cart/:sessionId': () => ({ body: cart }),
      'GET /api/cart/:sessionId/quote': () => ({ body: aQuote(cart) }),
      'POST /api/orders': ({ body }) => {
        if ((body as { order: { total: string } }).order.total === '100.00') {
          // The lender raised her price meanwhile: the server answers with the new quote.
          cart = [{ ...cart[0], unitPrice: '87.00' }];
          return { status: 409, body: { statusCode: 409, code: 'QUOTE_CHANGED', message: 'Prices have changed.', quote: aQuote(cart) } };
        }
        cart = [];
        return { status: 201, body: placedOrder() };
      },
    });
    const { user } = renderShop('/cart');
    await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('£100.00'));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(summaryRow('Total')).toHaveTextContent('£110.00'));
    expect(events.toasts).toEqual([expect.objectContaining({ title: 'Prices have changed' })]);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Thank you, Amelia' });
    expect(api.sent('POST /api/orders').map((r) => (r.body as { order: { total: string } }).order.total)).toEqual(['100.00', '110.00']);
  });

  describe('the promo code box', () => {
    const quoteFor = (code: string | undefined, cart: ReturnType<typeof aCartItem>[]) => {
      if (code === 'GETDRESSED') return aQuote(cart, { promoCode: 'GETDRESSED', discountPence: 1000 });
      if (code) return aQuote(cart, { promoProblem: { code: 'PROMO_CODE_UNKNOWN', message: `We don't recognise the code ${code}.` } });
      return aQuote(cart);
    };

    it('applies a code through the server quote, shows the discount, and sends it with the order', async () => {
      const cart = [aCartItem(SESSION, { quantity: 1, unitPrice: '77.00', startDate: '2099-05-10' })];
      const api = installFakeApi({
        'GET /api/cart/:sessionId': () => ({ body: cart }),
        'GET /api/cart/:sessionId/quote': ({ query }) => ({ body: quoteFor(query.promoCode, cart) }),
        'POST /api/orders': () => ({ status: 201, body: { ...placedOrder(), discount: '10.00', promoCode: 'GETDRESSED', total: '90.00' } }),
      });
      const { user } = renderShop('/cart');
      await user.type(await screen.findByLabelText('Promo code'), 'getdressed');
      await user.click(screen.getByRole('button', { name: 'Apply' }));

      await waitFor(() => expect(summaryRow('Promo code GETDRESSED')).toHaveTextContent('-£10.00'));
      expect(summaryRow('Total')).toHaveTextContent('£90.00');
      expect(api.sent('GET /api/cart/:sessionId/quote').at(-1)?.query).toEqual({ promoCode: 'GETDRESSED' });
      expect(screen.getByRole('button', { name: 'Remove code GETDRESSED' })).toBeInTheDocument();

      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await screen.findByRole('heading', { name: 'Thank you, Amelia' });
      const [post] = api.sent('POST /api/orders');
      expect(post.body).toMatchObject({ promoCode: 'GETDRESSED', order: { discount: '10.00', total: '90.00' } });
    });

    it("says beside the box why a code cannot be used, and the order's figures stay as they were", async () => {
      const cart = [aCartItem(SESSION, { quantity: 1, unitPrice: '77.00', startDate: '2099-05-10' })];
      installFakeApi({
        'GET /api/cart/:sessionId': () => ({ body: cart }),
        'GET /api/cart/:sessionId/quote': ({ query }) => ({ body: quoteFor(query.promoCode, cart) }),
      });
      const { user } = renderShop('/cart');
      await user.type(await screen.findByLabelText('Promo code'), 'nope{Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent("We don't recognise the code NOPE.");
      expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
      expect(summaryRow('Total')).toHaveTextContent('£100.00');
      expect(screen.queryByText(/^Promo code [A-Z]/)).not.toBeInTheDocument();
    });
  });
});
