import { AVAILABILITY_MESSAGES, CART_SESSION_STORAGE_KEY, NOTICES, type ProductAvailabilityView } from '@dw/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { recordAppEvents } from '../../test/appEvents';
import { aCartItem, aProduct, anAvailability } from '../../test/fixtures';
import { type FakeReply, apiError, installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const gown = aProduct({ name: 'Midnight Silk Gown', slug: 'midnight-silk-gown', basePrice: '89.00', availableSizes: ['12', '8', '10'] });
// Friday 27 Nov 2026 on the server: the earliest start is Sunday 29 Nov.
const TODAY = '2026-11-27';
const allFree = anAvailability(gown, TODAY);

/** The fake API of a product page: the dress, and its availability (a function, to change between calls). */
function productRoutes(availability: () => ProductAvailabilityView = () => allFree) {
  return {
    'GET /api/products/:id': () => ({ body: gown }),
    'GET /api/products/:id/availability': (): FakeReply => ({ body: availability() }),
  };
}

const day = (name: string) => screen.getByRole('button', { name });
const calendar = () => screen.getByRole('group', { name: 'Event date' });
const showMonth = async (user: ReturnType<typeof renderShop>['user'], month: string) => {
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(within(calendar()).getByRole('heading', { name: month })).toBeInTheDocument();
};

describe('product page', () => {
  let events: ReturnType<typeof recordAppEvents>;
  beforeEach(() => {
    localStorage.clear();
    events = recordAppEvents();
  });
  afterEach(() => events.stop());

  it('shows the dress with its price, sizes in order and the 2-day default', async () => {
    installFakeApi(productRoutes());
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

  it("shows each duration at the server's price, computing none itself", async () => {
    // A price no browser rule would give: the page shows what the API says the 4 days cost.
    const priced = {
      ...gown,
      rentalPrices: [
        { duration: 2 as const, price: '89.00' },
        { duration: 4 as const, price: '123.45' },
      ],
    };
    installFakeApi({ ...productRoutes(), 'GET /api/products/:id': () => ({ body: priced }) });
    renderShop('/product/midnight-silk-gown');
    expect(await screen.findByRole('button', { name: /4 days/ })).toHaveTextContent('£123.45');
    expect(screen.getByRole('button', { name: /2 days/ })).toHaveTextContent('£89');
  });

  it('asks for a size before adding to the cart, and sends nothing', async () => {
    const api = installFakeApi({
      ...productRoutes(),
      'POST /api/cart': () => ({ status: 201, body: {} }),
    });
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    expect(events.toasts).toEqual([expect.objectContaining(NOTICES.sizeRequired)]);
    expect(api.sent('POST /api/cart')).toHaveLength(0);
  });

  it('asks for the event date once the size is chosen, and sends nothing', async () => {
    const api = installFakeApi({
      ...productRoutes(),
      'POST /api/cart': () => ({ status: 201, body: {} }),
    });
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: '10 UK' }));
    await screen.findByRole('heading', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(events.toasts).toEqual([expect.objectContaining(AVAILABILITY_MESSAGES.dateRequired)]);
    expect(screen.getByText('Choose your event date to continue.')).toBeInTheDocument();
    expect(api.sent('POST /api/cart')).toHaveLength(0);
  });

  it('greys out the days the chosen size cannot start, across a month end and for each rental length', async () => {
    // Size 10's only unit is out on New Year's Eve; a 2-day hold runs from two days before to four after the start.
    const api = installFakeApi(productRoutes(() => anAvailability(gown, TODAY, { '10': ['2026-12-31'] })));
    const { user } = renderShop('/product/midnight-silk-gown');

    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('Saturday 28 November 2026')).toHaveAttribute('aria-disabled', 'true'); // too soon to deliver
    expect(day('Sunday 29 November 2026')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await showMonth(user, 'December 2026');
    // No size yet: sizes 8 and 12 are free, so New Year's Eve is open.
    expect(day('Thursday 31 December 2026')).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: '10 UK' }));
    expect(day('Saturday 26 December 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Sunday 27 December 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Thursday 31 December 2026')).toHaveAttribute('aria-disabled', 'true');
    await showMonth(user, 'January 2027');
    expect(day('Saturday 2 January 2027')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sunday 3 January 2027')).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: /4 days/ }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(day('Friday 25 December 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Thursday 24 December 2026')).not.toHaveAttribute('aria-disabled');

    // A greyed day cannot be chosen.
    await user.click(day('Friday 25 December 2026'));
    expect(day('Friday 25 December 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(api.sent('GET /api/products/:id/availability')).toHaveLength(1);
  });

  it("greys the days outside the dress's own notice and window, and says why", async () => {
    const bookingRules = { minNoticeDays: 7, availableFrom: null, availableUntil: '2026-12-20' };
    installFakeApi(productRoutes(() => anAvailability({ ...gown, bookingRules }, TODAY)));
    const { user } = renderShop('/product/midnight-silk-gown');

    // Seven days' notice from Friday 27 Nov: the first start is Friday 4 Dec, so the calendar opens on December.
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByText("Needs 7 days' notice, available until Sun 20 Dec 2026.")).toBeInTheDocument();
    expect(day('Thursday 3 December 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Friday 4 December 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Sunday 20 December 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Monday 21 December 2026')).toHaveAttribute('aria-disabled', 'true');
    // Nothing to page to: the dress can only start in December.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await user.click(day('Monday 21 December 2026'));
    expect(day('Monday 21 December 2026')).toHaveAttribute('aria-pressed', 'false');
    await user.click(day('Friday 4 December 2026'));
    expect(day('Friday 4 December 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns to the first month the chosen size is free, until the renter pages the calendar herself', async () => {
    // Size 10 is out on 30 Nov, so neither 29 nor 30 Nov can start a rental in it.
    installFakeApi(productRoutes(() => anAvailability(gown, TODAY, { '10': ['2026-11-30'] })));
    const { user } = renderShop('/product/midnight-silk-gown');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '10 UK' }));

    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Wednesday 2 December 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Thursday 3 December 2026')).not.toHaveAttribute('aria-disabled');
  });

  it('moves between days and months with the arrow keys', async () => {
    installFakeApi(productRoutes());
    const { user } = renderShop('/product/midnight-silk-gown');
    await screen.findByRole('heading', { name: 'November 2026' });

    act(() => day('Monday 30 November 2026').focus());
    await user.keyboard('{ArrowRight}');

    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Tuesday 1 December 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(day('Tuesday 8 December 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the rental days and return post for each length once a date is chosen', async () => {
    installFakeApi(productRoutes());
    const { user } = renderShop('/product/midnight-silk-gown');
    await screen.findByRole('heading', { name: 'November 2026' });

    await showMonth(user, 'December 2026');
    await user.click(day('Saturday 5 December 2026'));

    expect(screen.getByRole('button', { name: /2 days/ })).toHaveTextContent('Sat 5 – Sun 6 Dec · back in the post Mon 7 Dec');
    expect(screen.getByRole('button', { name: /4 days/ })).toHaveTextContent('Sat 5 – Tue 8 Dec · back in the post Wed 9 Dec');
    expect(within(calendar()).getByRole('status')).toHaveTextContent(
      'Sat 5 – Sun 6 Dec 2026 · 2 days · delivered by Fri 4 Dec · back in the post Mon 7 Dec',
    );
  });

  it('keeps the date through a change of size or length only while it can still be booked', async () => {
    installFakeApi(productRoutes(() => anAvailability(gown, TODAY, { '10': ['2026-12-31'] })));
    const { user } = renderShop('/product/midnight-silk-gown');
    await screen.findByRole('heading', { name: 'November 2026' });
    await showMonth(user, 'December 2026');

    await user.click(day('Saturday 26 December 2026'));
    await user.click(screen.getByRole('button', { name: '8 UK' }));
    await user.click(screen.getByRole('button', { name: /4 days/ }));
    expect(day('Saturday 26 December 2026')).toHaveAttribute('aria-pressed', 'true');
    // In size 10 a 4-day rental from the 26th would still be out on the 31st.
    expect(screen.getByRole('button', { name: /2 days/ })).toHaveTextContent('Sat 26 – Sun 27 Dec');

    await user.click(screen.getByRole('button', { name: '10 UK' }));

    expect(day('Saturday 26 December 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Saturday 26 December 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar()).getByRole('status')).toHaveTextContent(
      'Sat 26 Dec 2026 is not available in UK 10 for 4 days. Please choose another date.',
    );
  });

  it('adds the chosen size, 4-day rental and date, then tells the badge the new count', async () => {
    let cart: ReturnType<typeof aCartItem>[] = [];
    const api = installFakeApi({
      ...productRoutes(),
      'POST /api/cart': ({ body }) => {
        const input = body as { sessionId: string; size: string; duration: 2 | 4; startDate: string };
        cart = [
          aCartItem(input.sessionId, { size: input.size, duration: input.duration, startDate: input.startDate, unitPrice: '151.00' }),
        ];
        return { status: 201, body: cart[0] };
      },
      'GET /api/cart/:sessionId': () => ({ body: cart }),
    });
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: '10 UK' }));
    await user.click(screen.getByRole('button', { name: /4 days/ }));
    await showMonth(user, 'December 2026');
    await user.click(day('Saturday 5 December 2026'));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(events.titles()).toContain('Added to Cart'));
    const [sent] = api.sent('POST /api/cart');
    const sessionId = localStorage.getItem(CART_SESSION_STORAGE_KEY);
    expect(sessionId).toBeTruthy();
    expect(sent.body).toEqual({ sessionId, productId: gown.id, size: '10', duration: 4, quantity: 1, startDate: '2026-12-05' });
    await waitFor(() => expect(events.cartCounts).toEqual([1]));
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });

  it('offers a free backup size once a size is chosen, greys the sizes taken for the dates, and sends it with the line', async () => {
    // Size 12's only unit is out over 5 Dec; size 8 is free.
    const api = installFakeApi({
      ...productRoutes(() => anAvailability(gown, TODAY, { '12': ['2026-12-05'] })),
      'POST /api/cart': ({ body }) => ({ status: 201, body: aCartItem((body as { sessionId: string }).sessionId) }),
      'GET /api/cart/:sessionId': () => ({ body: [] }),
    });
    const { user } = renderShop('/product/midnight-silk-gown');
    await screen.findByRole('heading', { name: 'November 2026' });
    expect(screen.queryByLabelText('Add a free backup size')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '10 UK' }));
    const select = screen.getByLabelText('Add a free backup size');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No backup size', 'UK 8', 'UK 12']);
    await showMonth(user, 'December 2026');
    await user.click(day('Saturday 5 December 2026'));
    expect(within(select).getByRole('option', { name: 'UK 12 (not available)' })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'UK 8' })).toBeEnabled();

    await user.selectOptions(select, 'UK 8');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(events.titles()).toContain('Added to Cart'));
    const [sent] = api.sent('POST /api/cart');
    expect(sent.body).toMatchObject({ size: '10', backupSize: '8', startDate: '2026-12-05', quantity: 1 });
  });

  it("says why the cart refuses a second backup of the dress, in the server's words", async () => {
    const message = 'You already have a backup size for Midnight Silk Gown: one backup size per dress.';
    installFakeApi({ ...productRoutes(), 'POST /api/cart': () => apiError(409, message, 'BACKUP_SIZE_LIMIT') });
    const { user } = renderShop('/product/midnight-silk-gown');
    await user.click(await screen.findByRole('button', { name: '10 UK' }));
    await user.click(await screen.findByRole('button', { name: 'Monday 30 November 2026' }));
    await user.selectOptions(screen.getByLabelText('Add a free backup size'), 'UK 8');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(events.toasts).toEqual([expect.objectContaining({ description: message })]));
  });

  it('says so when the cart refuses the item', async () => {
    installFakeApi({
      ...productRoutes(),
      'POST /api/cart': () => apiError(500, 'Something went wrong'),
    });
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: '8 UK' }));
    await user.click(await screen.findByRole('button', { name: 'Monday 30 November 2026' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(events.toasts).toEqual([expect.objectContaining(NOTICES.addToCartFailed)]));
    expect(events.cartCounts).toEqual([]);
  });

  it('when the date was taken meanwhile, shows the server message and greys the date with fresh availability', async () => {
    const message = 'Midnight Silk Gown in UK size 8 is no longer available from Mon 30 Nov 2026. Please choose another date.';
    let calls = 0;
    const api = installFakeApi({
      ...productRoutes(() => (++calls === 1 ? allFree : anAvailability(gown, TODAY, { '8': ['2026-12-01'] }))),
      'POST /api/cart': () => apiError(409, message, 'DATES_UNAVAILABLE'),
    });
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: '8 UK' }));
    await user.click(await screen.findByRole('button', { name: 'Monday 30 November 2026' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() =>
      expect(events.toasts).toEqual([
        expect.objectContaining({ title: AVAILABILITY_MESSAGES.unavailableToast.title, description: message, variant: 'destructive' }),
      ]),
    );
    await waitFor(() => expect(day('Monday 30 November 2026')).toHaveAttribute('aria-disabled', 'true'));
    expect(day('Monday 30 November 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(api.sent('GET /api/products/:id/availability')).toHaveLength(2);
  });

  it('offers another try when the availability cannot be loaded', async () => {
    let calls = 0;
    installFakeApi(
      productRoutes(() => {
        if (++calls === 1) throw new Error('offline');
        return allFree;
      }),
    );
    const { user } = renderShop('/product/midnight-silk-gown');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });

  it("shows 'Product Not Found' with a way back when the API has no such dress", async () => {
    installFakeApi({ 'GET /api/products/:id': () => apiError(404, 'Product not found', 'NOT_FOUND') });
    renderShop('/product/no-such-dress');

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse all dresses/ })).toHaveAttribute('href', '/all-dresses');
  });
});
