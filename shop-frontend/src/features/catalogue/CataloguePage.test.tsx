import { AVAILABILITY_MESSAGES, addDays, todayInLondon } from '@dw/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { aProduct } from '../../test/fixtures';
import { type RecordedRequest, installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const catalogue = [
  aProduct({ name: 'Midnight Silk Gown', category: 'evening-gown', occasions: ['black-tie'], availableSizes: ['8', '10'] }),
  aProduct({
    name: 'Sage Midi',
    category: 'midi-dress',
    occasions: ['wedding-guest', 'mother-of-the-bride'],
    availableSizes: ['12', '14'],
  }),
  aProduct({ name: 'Rose Cocktail Dress', category: 'cocktail-dress', occasions: ['cocktail-party'], availableSizes: ['8'] }),
];

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Dresses' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('catalogue page', () => {
  beforeEach(() => installFakeApi({ 'GET /api/products': () => ({ body: catalogue }) }));

  it('lists every dress with its card prices and a count', async () => {
    renderShop('/all-dresses');

    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Midnight Silk Gown', 'Sage Midi', 'Rose Cocktail Dress']);
    const card = screen.getByRole('link', { name: 'Midnight Silk Gown' }).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Rent from £89');
    expect(card).toHaveTextContent('With membership £0');
    expect(card).toHaveTextContent('RRP £312'); // 89 × 3.5 = 311.5, rounded
    expect(screen.getByRole('link', { name: 'Midnight Silk Gown' })).toHaveAttribute('href', '/product/midnight-silk-gown');
  });

  it("preselects the category from a link's ?category=, aliases included", async () => {
    renderShop('/catalog?category=mother-of-bride');

    expect(await screen.findByText('Showing 1 of 3 dresses')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Sage Midi']);
    expect(screen.getByRole('button', { name: 'Mother of the Bride' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a link value that is not a button as a chip of its own', async () => {
    renderShop('/catalog?category=wedding-guest');

    expect(await screen.findByText('Showing 1 of 3 dresses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Wedding Guest/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by category and UK size together and keeps the choice in the URL', async () => {
    const { user } = renderShop('/all-dresses');
    await screen.findByText('Showing 3 of 3 dresses');

    await user.click(screen.getByRole('button', { name: 'Evening Gown' }));
    expect(screen.getByText('Showing 1 of 3 dresses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.selectOptions(screen.getByLabelText('Size'), '8 UK');

    expect(shownNames()).toEqual(['Midnight Silk Gown', 'Rose Cocktail Dress']);
    expect(window.location.search).toBe('?size=8');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['All', '6 UK', '16 UK', 'Featured', 'Price: Low to High', 'Price: High to Low', 'Newest First']),
    );
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const { user } = renderShop('/all-dresses?category=black-tie&size=14');

    expect(await screen.findByText('No dresses found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more results.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 dresses')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('Showing 3 of 3 dresses')).toBeInTheDocument();
  });
});

describe('catalogue "Available on" filter', () => {
  // A date the shop lets a renter pick today: after the two delivery days.
  const date = addDays(todayInLondon(), 10);
  let api: ReturnType<typeof installFakeApi>;
  // The server's answer for the date: Sage Midi is booked then; Rose Cocktail only in size 8 is free.
  const serverAnswer = ({ query }: RecordedRequest) => {
    if (!query.availableOn) return { body: catalogue };
    return { body: query.size ? catalogue.filter((p) => p.name === 'Rose Cocktail Dress') : [catalogue[0], catalogue[2]] };
  };
  beforeEach(() => {
    api = installFakeApi({ 'GET /api/products': serverAnswer });
  });
  const availabilityRequests = () => api.sent('GET /api/products').filter((r) => r.query.availableOn);

  it('lists the dresses free for a 2-day rental from the date, with the chosen size, out of the whole catalogue', async () => {
    const { user } = renderShop('/all-dresses');
    await screen.findByText('Showing 3 of 3 dresses');
    const field = screen.getByLabelText('Available on');
    expect(field).toHaveAttribute('min', addDays(todayInLondon(), 2));

    fireEvent.change(field, { target: { value: date } });

    expect(await screen.findByText('Showing 2 of 3 dresses')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Midnight Silk Gown', 'Rose Cocktail Dress']);
    expect(availabilityRequests().map((r) => r.query)).toEqual([{ availableOn: date, duration: '2' }]);
    expect(window.location.search).toBe(`?availableOn=${date}`);

    await user.selectOptions(screen.getByLabelText('Size'), '8 UK');
    expect(await screen.findByText('Showing 1 of 3 dresses')).toBeInTheDocument();
    expect(availabilityRequests().at(-1)?.query).toEqual({ availableOn: date, duration: '2', size: '8' });

    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(await screen.findByText('Showing 2 of 3 dresses')).toBeInTheDocument(); // size 8 alone
    expect(shownNames()).toEqual(['Midnight Silk Gown', 'Rose Cocktail Dress']);
    expect(window.location.search).toBe('?size=8');
  });

  it('says when nothing is free then, and clears the date with the other filters', async () => {
    const { user } = renderShop(`/all-dresses?category=midi-dress&availableOn=${date}`);

    expect(await screen.findByText('No dresses found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 dresses')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(screen.getByLabelText('Available on')).toHaveValue('');
  });

  it('does not filter by a date too soon to deliver, and says why', async () => {
    const tomorrow = addDays(todayInLondon(), 1);
    renderShop(`/all-dresses?availableOn=${tomorrow}`);

    expect(await screen.findByText('Showing 3 of 3 dresses')).toBeInTheDocument();
    expect(screen.getByText(AVAILABILITY_MESSAGES.tooSoon(addDays(todayInLondon(), 2)))).toBeInTheDocument();
    expect(screen.getByLabelText('Available on')).toHaveAttribute('aria-invalid', 'true');
    expect(availabilityRequests()).toHaveLength(0);
  });
});
