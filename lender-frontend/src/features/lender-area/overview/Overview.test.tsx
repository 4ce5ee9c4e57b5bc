import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureToasts, mockFetch, setReducedMotion } from '../../../test/fakes';
import { aBooking, aListing, aMe, page, SUMMARY } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';
import { forgetThisVisit } from '../greeting';

function routes(me = aMe()) {
  return {
    'GET /api/lender/me': () => ({ status: 200, body: me }),
    // Seven live of all her listings: the count is the header's, not the one row's.
    'GET /api/lender/listings?status=live&pageSize=1': () =>
      page([aListing({ id: 'l1', status: 'live', productId: 'p1', productSlug: 'silk-column-gown' })], 7),
    'GET /api/lender/earnings/summary': () => ({ status: 200, body: SUMMARY }),
    'GET /api/lender/bookings?when=upcoming&page=1': () =>
      page([
        aBooking({ id: 'b1', startDate: '2026-12-05', endDate: '2026-12-06', orderReference: 'AAAA1111', orderStatus: 'pending' }),
        aBooking({ id: 'blk', kind: 'block', orderStatus: null, orderReference: null, startDate: '2026-12-10', endDate: '2026-12-12' }),
        aBooking({ id: 'b2', startDate: '2026-12-19', endDate: '2026-12-22', orderReference: 'BBBB2222', size: '12' }),
        aBooking({ id: 'b3', startDate: '2027-01-02', endDate: '2027-01-03', orderReference: 'CCCC3333' }),
        aBooking({ id: 'b4', startDate: '2027-01-09', endDate: '2027-01-10', orderReference: 'DDDD4444' }),
      ]),
  };
}

beforeEach(() => {
  // She has been here before (a later visit); the first visit is its own case.
  localStorage.setItem('dw.lenderAreaVisited', JSON.stringify([aMe().id]));
  forgetThisVisit();
  window.scrollTo = jest.fn();
  setReducedMotion(false);
});

describe('/lender overview', () => {
  it('says Welcome on her first visit, and Welcome back from the next visit on', async () => {
    localStorage.clear();
    mockFetch(routes());
    const first = renderAt('/lender');
    expect(await screen.findByText('Welcome, Amelia')).toBeInTheDocument();
    first.unmount();
    // Still this visit: the greeting does not change under her.
    const same = renderAt('/lender');
    expect(await screen.findByText('Welcome, Amelia')).toBeInTheDocument();
    same.unmount();

    forgetThisVisit();
    renderAt('/lender');
    expect(await screen.findByText('Welcome back, Amelia')).toBeInTheDocument();
  });

  it('shows the account standing, live dresses, this month and to date in pounds, the next payout and the first upcoming rentals', async () => {
    mockFetch(routes());
    renderAt('/lender');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Amelia')).toBeInTheDocument();
    const standing = screen.getByRole('region', { name: 'Account status' });
    expect(standing).toHaveTextContent('Approved');

    const figures = await screen.findByRole('region', { name: 'At a glance' });
    const tile = (label: string) => within(figures).getByText(label).closest('li');
    expect(await within(figures).findByText('£1,234.56')).toBeInTheDocument();
    // Every live dress she has, not only those on the first page of her listings.
    expect(tile('Live dresses')).toHaveTextContent('7');
    expect(tile('Earned this month')).toHaveTextContent('£1,234.56');
    expect(tile('Earned to date')).toHaveTextContent('£2,500.05');
    expect(tile('Next payout')).toHaveTextContent('1 December 2026');
    expect(figures).toHaveTextContent('A further £90.00 will be yours');

    const upcoming = screen.getByRole('region', { name: 'Upcoming rentals' });
    const rentals = await within(upcoming).findAllByRole('listitem');
    // Three rentals, the lender's own block left out.
    expect(rentals.map((r) => within(r).getByText(/Ref\./).textContent)).toEqual([
      'UK 10 · Ref. AAAA1111',
      'UK 12 · Ref. BBBB2222',
      'UK 10 · Ref. CCCC3333',
    ]);
    expect(rentals[0]).toHaveTextContent('Sat 5 Dec 2026 – Sun 6 Dec 2026');
    expect(rentals[0]).toHaveTextContent('Order received');
    expect(within(upcoming).getByRole('link', { name: 'All bookings' })).toHaveAttribute('href', '/lender/bookings');
    expect(screen.getByRole('link', { name: 'List another dress' })).toHaveAttribute('href', '/list-dress');
  });

  it('gives the reason when the account was not approved', async () => {
    mockFetch(routes(aMe({ status: 'rejected', rejectionReason: 'We could not verify the bank account holder.' })));
    renderAt('/lender');
    const standing = await screen.findByRole('region', { name: 'Account status' });
    expect(standing).toHaveTextContent('Not approved');
    expect(standing).toHaveTextContent('Reason given: We could not verify the bank account holder.');
  });

  it('says a pending account is under review', async () => {
    mockFetch(routes(aMe({ status: 'pending' })));
    renderAt('/lender');
    expect(await screen.findByRole('region', { name: 'Account status' })).toHaveTextContent('Under review');
  });

  it('has a nav to every page of the area that marks where she is, and signs out', async () => {
    const calls = mockFetch({ ...routes(), 'DELETE /api/lender/session': () => ({ status: 204 }) });
    const toasts = captureToasts();
    const user = userEvent.setup();
    renderAt('/lender');
    const nav = await screen.findByRole('navigation', { name: 'Lender area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/lender'],
      ['Requests', '/lender/requests'],
      ['My listings', '/lender/listings'],
      ['Bookings', '/lender/bookings'],
      ['Earnings', '/lender/earnings'],
      ['Payouts', '/lender/payouts'],
      ['Reviews', '/lender/reviews'],
      ['Claims', '/lender/claims'],
      ['Messages', '/lender/messages'],
      ['Account', '/lender/account'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/lender/sign-in');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/lender/session']);
    expect(toasts.toasts[0]).toMatchObject({ title: 'Signed out', variant: 'success' });
    toasts.stop();
  });
});
