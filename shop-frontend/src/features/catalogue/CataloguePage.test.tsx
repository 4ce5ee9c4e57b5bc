import { AVAILABILITY_MESSAGES, addDays, todayInLondon } from '@dw/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RecordedRequest, installFakeApi } from '../../test/fakeApi';
import { fakeCatalogue } from '../../test/fakeCatalogue';
import { aProduct } from '../../test/fixtures';
import { renderShop } from '../../test/renderShop';

const catalogue = [
  aProduct({ name: 'Midnight Silk Gown', category: 'evening-gown', occasions: ['black-tie'], availableSizes: ['8', '10'] }),
  aProduct({
    name: 'Sage Midi',
    category: 'midi-dress',
    occasions: ['wedding-guest', 'mother-of-the-bride'],
    availableSizes: ['12', '14'],
    basePrice: '55.00',
  }),
  aProduct({
    name: 'Rose Cocktail Dress',
    category: 'cocktail-dress',
    occasions: ['cocktail-party'],
    availableSizes: ['8'],
    basePrice: '45.00',
  }),
];

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Dresses' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('catalogue page', () => {
  let api: ReturnType<typeof installFakeApi>;
  beforeEach(() => {
    api = installFakeApi({ 'GET /api/catalogue': fakeCatalogue(catalogue) });
  });
  const lastRequest = () => api.sent('GET /api/catalogue').at(-1)?.query;

  it('lists the first page with its card prices and a count out of the total', async () => {
    renderShop('/all-dresses');

    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Midnight Silk Gown', 'Sage Midi', 'Rose Cocktail Dress']);
    const card = screen.getByRole('link', { name: 'Midnight Silk Gown' }).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Rent from £89');
    expect(card).toHaveTextContent('With membership £0');
    expect(card).toHaveTextContent('RRP £312'); // 89 × 3.5 = 311.5, rounded
    expect(screen.getByRole('link', { name: 'Midnight Silk Gown' })).toHaveAttribute('href', '/product/midnight-silk-gown');
    expect(lastRequest()).toEqual({ page: '1', pageSize: '24' });
    expect(api.requests.every((r) => r.path !== '/api/products')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks the API what the URL says, and shows it on the controls', async () => {
    renderShop('/all-dresses?size=8&sort=price-asc&category=Cocktail&minPrice=40&maxPrice=50&utm_source=mail');

    expect(await screen.findByText('Showing 1 of 1 dress')).toBeInTheDocument();
    expect(lastRequest()).toEqual({
      page: '1',
      pageSize: '24',
      sort: 'price-asc',
      size: '8',
      category: 'cocktail',
      minPrice: '40',
      maxPrice: '50',
    });
    expect(screen.getByLabelText('Size')).toHaveValue('8');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');
    expect(screen.getByRole('button', { name: 'Cocktail' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('option', { name: '£40 to £50' })).toHaveProperty('selected', true);
  });

  it('shows beside each category button how many dresses it would show with the other filters kept', async () => {
    renderShop('/all-dresses?size=8');

    expect(await screen.findByText('Showing 2 of 2 dresses')).toBeInTheDocument();
    const chip = (name: string) => screen.getByRole('button', { name }).textContent;
    // Size 8: the silk gown (black tie, evening gown) and the cocktail dress.
    expect(chip('All')).toBe('All2');
    expect(chip('Evening Gown')).toBe('Evening Gown1');
    expect(chip('Black Tie')).toBe('Black Tie1');
    expect(chip('Cocktail')).toBe('Cocktail1');
    expect(chip('Mother of the Bride')).toBe('Mother of the Bride0');
  });

  it("preselects the category from a link's ?category=, aliases included", async () => {
    renderShop('/catalog?category=mother-of-bride');

    expect(await screen.findByText('Showing 1 of 1 dress')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Sage Midi']);
    expect(screen.getByRole('button', { name: 'Mother of the Bride' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a link value that is not a button as a chip of its own', async () => {
    renderShop('/catalog?category=wedding-guest');

    expect(await screen.findByText('Showing 1 of 1 dress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Wedding Guest/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows how many dresses each size and occasion has, and disables the empty ones', async () => {
    renderShop('/all-dresses');
    await screen.findByText('Showing 3 of 3 dresses');

    expect(screen.getByRole('option', { name: '8 UK (2)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: '10 UK (1)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: '16 UK (0)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Black Tie (1)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'White Tie (0)' })).toBeDisabled();
  });

  it('puts a filter change in the URL, asks the API for it and starts again at page 1', async () => {
    const { user } = renderShop('/all-dresses');
    await screen.findByText('Showing 3 of 3 dresses');

    await user.click(screen.getByRole('button', { name: 'Evening Gown' }));
    expect(await screen.findByText('Showing 1 of 1 dress')).toBeInTheDocument();
    expect(window.location.search).toBe('?category=evening-gown');
    expect(lastRequest()).toEqual({ page: '1', pageSize: '24', category: 'evening-gown' });

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.selectOptions(screen.getByLabelText('Size'), '8');
    await waitFor(() => expect(shownNames()).toEqual(['Midnight Silk Gown', 'Rose Cocktail Dress']));
    expect(window.location.search).toBe('?size=8');
    expect(lastRequest()).toEqual({ page: '1', pageSize: '24', size: '8' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    await waitFor(() => expect(shownNames()).toEqual(['Rose Cocktail Dress', 'Midnight Silk Gown']));
    expect(window.location.search).toBe('?size=8&sort=price-asc');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['All', 'Featured', 'Price: Low to High', 'Price: High to Low', 'Newest First']),
    );
  });

  it('goes back to the previous filters with the back button', async () => {
    const { user } = renderShop('/all-dresses');
    await screen.findByText('Showing 3 of 3 dresses');
    await user.click(screen.getByRole('button', { name: 'Evening Gown' }));
    await screen.findByText('Showing 1 of 1 dress');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(window.location.search).toBe('?category=evening-gown&sort=newest'));

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?category=evening-gown'));
    expect(screen.getByLabelText('Sort by')).toHaveValue('featured');
    act(() => window.history.back());
    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const { user } = renderShop('/all-dresses?category=black-tie&size=14');

    expect(await screen.findByText('No dresses found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more results.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 dresses')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('shows the search words with a way to clear them', async () => {
    const { user } = renderShop('/all-dresses?q=midnight');

    expect(await screen.findByText('Showing 1 of 1 dress')).toBeInTheDocument();
    expect(screen.getByText('midnight', { selector: 'q' })).toBeInTheDocument();
    expect(lastRequest()).toEqual({ page: '1', pageSize: '24', q: 'midnight' });

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(screen.queryByText('midnight', { selector: 'q' })).not.toBeInTheDocument();
  });
});

describe('catalogue Load more', () => {
  const many = Array.from({ length: 30 }, (_, i) => aProduct({ name: `Dress ${String(i + 1).padStart(2, '0')}` }));
  let api: ReturnType<typeof installFakeApi>;
  beforeEach(() => {
    api = installFakeApi({ 'GET /api/catalogue': fakeCatalogue(many) });
  });

  it('shows 24 cards, then appends the next page and keeps the earlier cards', async () => {
    const { user } = renderShop('/all-dresses');
    expect(await screen.findByText('Showing 24 of 30 dresses')).toBeInTheDocument();
    const firstCard = screen.getByRole('link', { name: 'Dress 01' });
    expect(shownNames()).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 30 of 30 dresses')).toBeInTheDocument();
    expect(shownNames()).toEqual(many.map((p) => p.name));
    expect(screen.getByRole('link', { name: 'Dress 01' })).toBe(firstCard); // the same element: nothing redrawn
    expect(window.location.search).toBe('?page=2');
    expect(api.sent('GET /api/catalogue').map((r) => r.query.page)).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a shared URL with as many pages as it says, and never more than there are', async () => {
    renderShop('/all-dresses?page=5');

    expect(await screen.findByText('Showing 30 of 30 dresses')).toBeInTheDocument();
    expect(api.sent('GET /api/catalogue').map((r) => r.query.page)).toEqual(['1', '2']);
  });
});

describe('catalogue "Available on" filter', () => {
  // A date the shop lets a renter pick today: after the two delivery days.
  const date = addDays(todayInLondon(), 10);
  let api: ReturnType<typeof installFakeApi>;
  // The server's answer for the date: Sage Midi is booked then.
  const serverAnswer = (request: RecordedRequest) =>
    fakeCatalogue(request.query.availableOn ? [catalogue[0], catalogue[2]] : catalogue)(request);
  beforeEach(() => {
    api = installFakeApi({ 'GET /api/catalogue': serverAnswer });
  });
  const dated = () => api.sent('GET /api/catalogue').filter((r) => r.query.availableOn);

  it('asks for dresses free for the rental from the date, and for 4 days when chosen', async () => {
    const { user } = renderShop('/all-dresses');
    await screen.findByText('Showing 3 of 3 dresses');
    const field = screen.getByLabelText('Available on');
    expect(field).toHaveAttribute('min', addDays(todayInLondon(), 2));

    fireEvent.change(field, { target: { value: date } });

    expect(await screen.findByText('Showing 2 of 2 dresses')).toBeInTheDocument();
    expect(dated().at(-1)?.query).toEqual({ page: '1', pageSize: '24', availableOn: date, duration: '2' });
    expect(window.location.search).toBe(`?availableOn=${date}`);
    expect(screen.getByText('Free for a 2-day rental from that day')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Rental length'), '4');
    await waitFor(() => expect(dated().at(-1)?.query.duration).toBe('4'));
    expect(window.location.search).toBe(`?availableOn=${date}&duration=4`);

    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('does not filter by a date too soon to deliver, and says why', async () => {
    const tomorrow = addDays(todayInLondon(), 1);
    renderShop(`/all-dresses?availableOn=${tomorrow}`);

    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(screen.getByText(AVAILABILITY_MESSAGES.tooSoon(addDays(todayInLondon(), 2)))).toBeInTheDocument();
    expect(screen.getByLabelText('Available on')).toHaveAttribute('aria-invalid', 'true');
    expect(dated()).toHaveLength(0);
  });
});
