import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deadlineText } from '@dw/contracts';
import { mockFetch, setReducedMotion } from '../../../test/fakes';
import { aMe, aPayout, anEarning, page, SUMMARY } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
});

describe('/lender/earnings', () => {
  it('shows the summary and each rental’s fee and 90% share in pounds and pence, with its status, paged', async () => {
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/earnings?page=1': () =>
        page(
          [
            anEarning({ id: 'e1', orderReference: 'AAAA1111', rentalFeePence: 9550, amountPence: 8595, status: 'earned' }),
            anEarning({ id: 'e2', orderReference: 'BBBB2222', rentalFeePence: 133333, amountPence: 120000, status: 'pending' }),
            anEarning({ id: 'e3', orderReference: 'CCCC3333', rentalFeePence: 7, amountPence: 6, status: 'cancelled' }),
          ],
          4,
        ),
      'GET /api/lender/earnings?page=2': () => page([anEarning({ id: 'e4', orderReference: 'DDDD4444', status: 'paid' })], 4),
      'GET /api/lender/earnings/summary': () => ({ status: 200, body: SUMMARY }),
    });
    const user = userEvent.setup();
    renderAt('/lender/earnings');

    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['This month£1,234.56', 'To date£2,500.05', 'Pending£90.00', 'Next payout1 December 2026']);

    const row = (ref: string) => screen.getByRole('cell', { name: ref }).closest('tr')!;
    const cells = (ref: string) =>
      within(row(ref))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('AAAA1111')).toEqual([
      'AAAA1111',
      'Silk Column Gown · UK 10',
      'Sat 3 Oct 2026 – Sun 4 Oct 2026',
      '£95.50',
      '£85.95',
      'Earned',
    ]);
    expect(cells('BBBB2222').slice(3)).toEqual(['£1,333.33', '£1,200.00', 'Pending']);
    expect(cells('CCCC3333').slice(3)).toEqual(['£0.07', '£0.06', 'Cancelled']);
    expect(screen.getByRole('columnheader', { name: 'Your 90%' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'DDDD4444' })).toBeInTheDocument();
    expect(cells('DDDD4444')[5]).toBe('Paid');
  });
});

describe('/lender/payouts', () => {
  it('lists each payout by month with its amount, status and paid date, and opens the rentals it covers', async () => {
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/payouts?page=1': () =>
        page([
          aPayout({ id: 'p-nov', period: '2026-11', amountPence: 120000, status: 'scheduled', paidAt: null, earnings: [] }),
          aPayout({
            id: 'p-oct',
            period: '2026-10',
            amountPence: 17190,
            earnings: [
              anEarning({ id: 'e1', orderReference: 'AAAA1111', status: 'paid' }),
              anEarning({ id: 'e2', orderReference: 'BBBB2222', status: 'paid' }),
            ],
          }),
        ]),
    });
    const user = userEvent.setup();
    renderAt('/lender/payouts');

    const october = (await screen.findByRole('heading', { level: 2, name: 'October 2026' })).closest('li')!;
    expect(october).toHaveTextContent('£171.90');
    expect(october).toHaveTextContent('Paid');
    expect(october).toHaveTextContent('Paid on 2 November 2026');
    const november = screen.getByRole('heading', { level: 2, name: 'November 2026' }).closest('li')!;
    expect(november).toHaveTextContent('£1,200.00');
    expect(november).toHaveTextContent('Scheduled');

    const toggle = within(october).getByRole('button', { name: '2 rentals in the October 2026 payout' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(october).queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(october).getByRole('table', { name: 'Rentals in the October 2026 payout' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('AAAA1111');
  });
});

describe('an earning held by the damage-claim window', () => {
  it('says when it becomes payable, or that a claim holds it, and nothing once paid', async () => {
    const later = new Date(Date.now() + 24 * 3_600_000).toISOString();
    mockFetch({
      'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
      'GET /api/lender/earnings?page=1': () =>
        page([
          anEarning({ id: 'e1', orderReference: 'AAAA1111', claimWindowEndsAt: later }),
          anEarning({ id: 'e2', orderReference: 'BBBB2222', claimWindowEndsAt: '2026-01-01T00:00:00.000Z', claimOpen: true }),
          anEarning({ id: 'e3', orderReference: 'CCCC3333', claimWindowEndsAt: '2026-01-01T00:00:00.000Z', status: 'paid' }),
        ]),
      'GET /api/lender/earnings/summary': () => ({ status: 200, body: SUMMARY }),
    });
    renderAt('/lender/earnings');
    const row = async (ref: string) => (await screen.findByRole('cell', { name: ref })).closest('tr') as HTMLElement;
    expect(await row('AAAA1111')).toHaveTextContent(`payable after ${deadlineText(later)}`);
    expect(await row('BBBB2222')).toHaveTextContent('held while a damage claim is decided');
    expect((await row('CCCC3333')).textContent).not.toMatch(/payable after|held while/);
  });
});
