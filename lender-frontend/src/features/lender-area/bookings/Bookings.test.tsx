import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVAILABILITY_MESSAGES, addDays, todayInLondon, type LenderBooking } from '@dw/contracts';
import { mockFetch, setReducedMotion, type FakeReply } from '../../../test/fakes';
import { aBooking, aListing, aMe, page } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';
import { BLOCK_REFUSED_TEXT } from './BlockForm';

const today = todayInLondon();
const GOWN = aListing({ id: 'l1', name: 'Silk Column Gown', status: 'live', productId: 'prod-1', sizes: ['10', '12'] });
const MIDI = aListing({ id: 'l2', name: 'Velvet Midi', status: 'live', productId: 'prod-2', sizes: ['8'] });
const IN_REVIEW = aListing({ id: 'l3', name: 'Sequin Mini', status: 'pending' });

function routes(extra: Record<string, () => FakeReply | Promise<FakeReply>> = {}) {
  let upcoming: LenderBooking[] = [aBooking({ id: 'line-1', startDate: '2026-12-05', endDate: '2026-12-06', orderReference: 'A1B2C3D4' })];
  const calls = mockFetch({
    'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
    'GET /api/lender/listings?page=1': () => page([GOWN, MIDI, IN_REVIEW]),
    'GET /api/lender/bookings?when=upcoming&page=1': () => page(upcoming),
    'GET /api/lender/bookings?when=past&page=1': () =>
      page([
        aBooking({ id: 'line-0', startDate: '2026-09-12', endDate: '2026-09-15', orderStatus: 'completed', orderReference: 'Z9Y8X7W6' }),
      ]),
    'GET /api/lender/bookings?when=upcoming&productId=prod-2&page=1': () => page([]),
    'POST /api/lender/blocks': () => {
      const block = aBooking({
        id: 'blk-1',
        kind: 'block',
        size: '12',
        startDate: addDays(today, 10),
        endDate: addDays(today, 12),
        orderStatus: null,
        orderReference: null,
      });
      upcoming = [...upcoming, block];
      return { status: 201, body: block };
    },
    'DELETE /api/lender/blocks/blk-1': () => {
      upcoming = upcoming.filter((b) => b.id !== 'blk-1');
      return { status: 204 };
    },
    ...extra,
  });
  return calls;
}

const form = () => screen.getByRole('form', { name: 'Block days' });
const setDate = (label: string, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

async function fillBlock(user: ReturnType<typeof userEvent.setup>, start = addDays(today, 10), end = addDays(today, 12)) {
  await user.selectOptions(within(form()).getByLabelText('Dress'), 'prod-1');
  await user.selectOptions(within(form()).getByLabelText('Size'), '12');
  setDate('First day', start);
  setDate('Last day', end);
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  setReducedMotion(false);
});

describe('/lender/bookings', () => {
  it('lists upcoming rentals with UK dates, size, status and reference, then the past ones, and filters by dress', async () => {
    const calls = routes();
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    const row = (await screen.findByRole('cell', { name: 'A1B2C3D4' })).closest('tr')!;
    expect(row).toHaveTextContent('Sat 5 Dec 2026 – Sun 6 Dec 2026');
    expect(row).toHaveTextContent('Silk Column Gown');
    expect(row).toHaveTextContent('UK 10');
    expect(row).toHaveTextContent('Dispatched');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = (await screen.findByRole('cell', { name: 'Z9Y8X7W6' })).closest('tr')!;
    expect(past).toHaveTextContent('Completed');
    expect(screen.queryByRole('cell', { name: 'A1B2C3D4' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    // Only her live dresses can be chosen.
    const dress = screen.getByRole('combobox', { name: 'Show bookings for' });
    expect(
      within(dress)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All my dresses', 'Silk Column Gown', 'Velvet Midi']);
    await user.selectOptions(dress, 'prod-2');
    expect(await screen.findByText('Nothing booked ahead yet.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/lender/bookings?when=upcoming&productId=prod-2&page=1');
  });

  it('checks the dates before sending a block', async () => {
    const calls = routes();
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    await screen.findByRole('cell', { name: 'A1B2C3D4' });

    await user.click(within(form()).getByRole('button', { name: 'Block these days' }));
    expect(within(form()).getByLabelText('Dress')).toHaveAccessibleDescription('Choose the dress.');
    expect(within(form()).getByLabelText('First day')).toHaveAccessibleDescription('Choose the first day to block.');
    expect(within(form()).getByLabelText('Dress')).toHaveFocus();

    await fillBlock(user, addDays(today, 10), addDays(today, 9));
    expect(within(form()).getByLabelText('Last day')).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.blockRange);
    setDate('Last day', addDays(today, 100));
    expect(within(form()).getByLabelText('Last day')).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.blockRange);
    setDate('First day', addDays(today, -1));
    expect(within(form()).getByLabelText('First day')).toHaveAccessibleDescription(/cannot be in the past/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['BLOCK_OVERLAPS', 'Those dates overlap 1 booking and no unit is free.'],
    ['DATES_UNAVAILABLE', 'Those dates are no longer available.'],
  ])('shows %s next to the form, and keeps what she chose', async (code, message) => {
    routes({ 'POST /api/lender/blocks': () => ({ status: 409, body: { statusCode: 409, code, message } }) });
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    await screen.findByRole('cell', { name: 'A1B2C3D4' });
    await fillBlock(user);
    await user.click(within(form()).getByRole('button', { name: 'Block these days' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(BLOCK_REFUSED_TEXT);
    expect(within(form()).getByLabelText('Size')).toHaveValue('12');
  });

  it('blocks the days, shows the block with a Remove button, and removes it', async () => {
    const calls = routes();
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    await screen.findByRole('cell', { name: 'A1B2C3D4' });
    await fillBlock(user);
    await user.click(within(form()).getByRole('button', { name: 'Block these days' }));

    expect(await screen.findByText(/Silk Column Gown in UK 12 is blocked for/)).toHaveAttribute('role', 'status');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      productId: 'prod-1',
      size: '12',
      startDate: addDays(today, 10),
      endDate: addDays(today, 12),
    });
    const blockRow = (await screen.findByText('Blocked by you')).closest('tr')!;
    expect(within(form()).getByLabelText('Dress')).toHaveValue('');

    await user.click(within(blockRow).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/lender/blocks/blk-1']));
    // The list is asked for again, without the block.
    await waitFor(() => expect(screen.getByRole('table')).not.toHaveTextContent('Blocked by you'));
    expect(screen.getByRole('cell', { name: 'A1B2C3D4' })).toBeInTheDocument();
  });
});
