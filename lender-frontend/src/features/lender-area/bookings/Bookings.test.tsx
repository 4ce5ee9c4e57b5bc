import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AVAILABILITY_MESSAGES,
  LENDER_AREA_MESSAGES,
  addDays,
  dayLabel,
  eachDay,
  monthLabel,
  type LenderBooking,
  type ProductAvailabilityView,
} from '@dw/contracts';
import { mockFetch, setReducedMotion, type FakeReply, type FetchCall } from '../../../test/fakes';
import { aBooking, aListing, aMe, page } from '../../../test/lenderArea';
import { renderAt } from '../../../test/render';

/** The server's today: the calendar counts from it, so the test does not depend on the clock. */
const TODAY = '2027-03-10';
/** A rental of the gown in UK 12 holds 13–16 March (its dispatch and return days included). */
const RENTED = eachDay('2027-03-13', '2027-03-16');
/** Her own block of the gown in UK 12. */
const HER_BLOCK = aBooking({
  id: 'blk-0',
  kind: 'block',
  size: '12',
  startDate: '2027-03-20',
  endDate: '2027-03-21',
  orderStatus: null,
  orderReference: null,
});
const GOWN = aListing({ id: 'l1', name: 'Silk Column Gown', status: 'live', productId: 'prod-1', sizes: ['10', '12'] });
const MIDI = aListing({ id: 'l2', name: 'Velvet Midi', status: 'live', productId: 'prod-2', sizes: ['8'] });
const IN_REVIEW = aListing({ id: 'l3', name: 'Sequin Mini', status: 'pending' });

function availability(blocks: readonly LenderBooking[]): ProductAvailabilityView {
  const blocked = blocks.filter((b) => b.kind === 'block').flatMap((b) => eachDay(b.startDate, b.endDate));
  return {
    productId: 'prod-1',
    today: TODAY,
    from: TODAY,
    to: addDays(TODAY, 400),
    sizes: [
      { size: '10', units: 1, fullDays: [] },
      { size: '12', units: 1, fullDays: [...RENTED, ...blocked].sort() },
    ],
    bookingRules: { minNoticeDays: null, availableFrom: null, availableUntil: null },
  };
}

function routes(extra: Record<string, (call: FetchCall) => FakeReply | Promise<FakeReply>> = {}) {
  let upcoming: LenderBooking[] = [
    aBooking({ id: 'line-1', startDate: '2026-12-05', endDate: '2026-12-06', orderReference: 'A1B2C3D4' }),
    HER_BLOCK,
  ];
  const calls = mockFetch({
    'GET /api/lender/me': () => ({ status: 200, body: aMe() }),
    'GET /api/lender/listings?page=1': () => page([GOWN, MIDI, IN_REVIEW]),
    'GET /api/lender/bookings?when=upcoming&page=1': () => page(upcoming),
    'GET /api/lender/bookings?when=past&page=1': () =>
      page([
        aBooking({ id: 'line-0', startDate: '2026-09-12', endDate: '2026-09-15', orderStatus: 'completed', orderReference: 'Z9Y8X7W6' }),
      ]),
    'GET /api/lender/bookings?when=upcoming&productId=prod-2&page=1': () => page([]),
    'GET /api/lender/bookings?when=upcoming&productId=prod-1&page=1': () => page(upcoming),
    'GET /api/products/prod-1/availability': () => ({ status: 200, body: availability(upcoming) }),
    'POST /api/lender/blocks': (call) => {
      const { startDate, endDate } = call.body as { startDate: string; endDate: string };
      const block = aBooking({ id: 'blk-1', kind: 'block', size: '12', startDate, endDate, orderStatus: null, orderReference: null });
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

type User = ReturnType<typeof userEvent.setup>;
const form = () => screen.getByRole('form', { name: 'Block days' });
const calendar = () => within(form()).getByRole('group', { name: /\d{4}$/ });
const day = (date: string) => within(calendar()).getByRole('button', { name: new RegExp(`^${dayLabel(date)},`) });
const summary = () => form().querySelector('#block-summary')!;

/** The gown in UK 12, and its calendar once loaded. */
async function chooseGown(user: User) {
  await user.selectOptions(within(form()).getByLabelText('Dress'), 'prod-1');
  await user.selectOptions(within(form()).getByLabelText('Size'), '12');
  return within(form()).findByRole('group', { name: 'March 2027' });
}

/** Clicks a day, turning the calendar's months forward to it. */
async function pick(user: User, date: string) {
  while (!within(calendar()).queryByRole('heading', { name: monthLabel(date.slice(0, 7)) })) {
    await user.click(within(calendar()).getByRole('button', { name: 'Next month' }));
  }
  await user.click(day(date));
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
    expect(past).toHaveTextContent('Returned');
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

  it("names a renter's free backup size in the list", async () => {
    routes({
      'GET /api/lender/bookings?when=upcoming&page=1': () =>
        page([
          aBooking({ id: 'line-2', size: '12', orderReference: 'B1B2C3D4', isBackup: true }),
          aBooking({ id: 'line-1', orderReference: 'A1B2C3D4' }),
        ]),
    });
    renderAt('/lender/bookings');
    const backup = (await screen.findByRole('cell', { name: 'B1B2C3D4' })).closest('tr')!;
    expect(backup).toHaveTextContent('UK 12 · Backup size (free)');
    expect(screen.getByRole('cell', { name: 'A1B2C3D4' }).closest('tr')!).not.toHaveTextContent('Backup size');
  });

  it('shows the chosen dress and size on a month calendar: rented days and her blocks marked, past days closed', async () => {
    routes();
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    await screen.findByRole('cell', { name: 'A1B2C3D4' });
    expect(within(form()).queryByRole('group')).not.toBeInTheDocument();

    const march = await chooseGown(user);
    expect(
      within(march)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(within(march).getByRole('button', { name: 'Saturday 13 March 2027, rented' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(march).getByRole('button', { name: 'Saturday 20 March 2027, blocked by you' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(march).getByRole('button', { name: 'Tuesday 9 March 2027, past' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(march).getByRole('button', { name: 'Wednesday 10 March 2027, free' })).not.toHaveAttribute('aria-disabled');
    expect(within(march).getByRole('button', { name: 'Previous month' })).toBeDisabled();

    // A held day cannot start a block.
    await user.click(day('2027-03-14'));
    expect(summary()).toHaveTextContent('Choose the first day, then the last day to block.');

    // The keyboard: arrows move between days, Enter picks, Space picks the last day.
    act(() => day('2027-03-10').focus());
    await user.keyboard('{ArrowRight}');
    expect(day('2027-03-11')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(summary()).toHaveTextContent('Thu 11 Mar – Fri 12 Mar 2027 · 2 days');
    expect(day('2027-03-12')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'April 2027' })).toBeInTheDocument();
    expect(day('2027-04-02')).toHaveFocus();

    // Another size of the same dress has its own calendar: nothing held in UK 10.
    await user.selectOptions(within(form()).getByLabelText('Size'), '10');
    await user.click(await within(form()).findByRole('button', { name: 'Previous month' }));
    expect(await within(form()).findByRole('button', { name: 'Saturday 13 March 2027, free' })).toBeInTheDocument();
  });

  it('refuses, before sending, a range over a held day or longer than a block may be', async () => {
    const calls = routes();
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    await screen.findByRole('cell', { name: 'A1B2C3D4' });

    await user.click(within(form()).getByRole('button', { name: 'Block these days' }));
    expect(within(form()).getByLabelText('Dress')).toHaveAccessibleDescription('Choose the dress.');
    expect(within(form()).getByLabelText('Dress')).toHaveFocus();

    await chooseGown(user);
    await pick(user, '2027-03-11');
    await pick(user, '2027-03-18');
    expect(within(form()).getByRole('alert')).toHaveTextContent(LENDER_AREA_MESSAGES.blockHeldDays);
    expect(summary()).toHaveTextContent('Thu 11 Mar 2027 · 1 day');
    expect(day('2027-03-18')).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(form()).getByRole('button', { name: 'Clear the dates' }));
    // She tried to send already, so what is missing now shows.
    expect(within(form()).getByRole('alert')).toHaveTextContent('Choose the first day to block on the calendar.');
    await pick(user, '2027-03-22');
    await pick(user, '2027-06-20'); // 91 days
    expect(within(form()).getByRole('alert')).toHaveTextContent(AVAILABILITY_MESSAGES.blockRange);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['BLOCK_OVERLAPS', 'Those dates overlap 1 booking and no unit is free.'],
    ['DATES_UNAVAILABLE', 'Those dates are no longer available.'],
  ])('shows %s next to the calendar, and keeps what she chose', async (code, message) => {
    routes({ 'POST /api/lender/blocks': () => ({ status: 409, body: { statusCode: 409, code, message } }) });
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    await screen.findByRole('cell', { name: 'A1B2C3D4' });
    await chooseGown(user);
    await pick(user, '2027-03-22');
    await pick(user, '2027-03-24');
    await user.click(within(form()).getByRole('button', { name: 'Block these days' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(LENDER_AREA_MESSAGES.blockHeldDays);
    expect(calendar()).toHaveAccessibleDescription(expect.stringContaining(LENDER_AREA_MESSAGES.blockHeldDays));
    expect(within(form()).getByLabelText('Size')).toHaveValue('12');
    expect(summary()).toHaveTextContent('Mon 22 Mar – Wed 24 Mar 2027 · 3 days');
  });

  it('blocks the days, refreshes the calendar and the list, and removes the block', async () => {
    const calls = routes();
    const user = userEvent.setup();
    renderAt('/lender/bookings');
    await screen.findByRole('cell', { name: 'A1B2C3D4' });
    await chooseGown(user);
    await pick(user, '2027-03-22');
    await pick(user, '2027-03-24');
    expect(summary()).toHaveTextContent('Mon 22 Mar – Wed 24 Mar 2027 · 3 days');
    expect(day('2027-03-23')).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(form()).getByRole('button', { name: 'Block these days' }));

    expect(await within(form()).findByText(/Silk Column Gown in UK 12 is blocked for Mon 22 Mar 2027 – Wed 24 Mar 2027/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      productId: 'prod-1',
      size: '12',
      startDate: '2027-03-22',
      endDate: '2027-03-24',
    });
    // The calendar asks again and shows the new block as hers; the dress and size stay chosen.
    expect(await within(form()).findByRole('button', { name: 'Monday 22 March 2027, blocked by you' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(calls.filter((c) => c.url === '/api/products/prod-1/availability')).toHaveLength(2);
    expect(within(form()).getByLabelText('Size')).toHaveValue('12');
    expect(summary()).toHaveTextContent('Choose the first day');

    const table = screen.getByRole('table', { name: 'Upcoming rentals and blocked days' });
    const blockRow = (await within(table).findByText('Mon 22 Mar 2027 – Wed 24 Mar 2027')).closest('tr')!;
    await user.click(within(blockRow).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/lender/blocks/blk-1']));
    // The list and the calendar are asked for again, without the block.
    await waitFor(() => expect(table).not.toHaveTextContent('Mon 22 Mar 2027 – Wed 24 Mar 2027'));
    expect(await within(form()).findByRole('button', { name: 'Monday 22 March 2027, free' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'A1B2C3D4' })).toBeInTheDocument();
  });
});
