import { fireEvent, screen, within } from '@testing-library/react';
import type { ProductCalendarView } from '@dw/contracts';
import { apiError, fakeApi } from '../../test/fakeApi';
import { booking, product } from '../../test/fixtures';
import { findToast, renderWithStore, toastText } from '../../test/render';
import { AvailabilityDrawer } from './AvailabilityDrawer';

const TODAY = '2026-05-04';
const gown = product({ id: 'p1', name: 'Midnight Silk Gown', availableSizes: ['10', '8'], stock: { '8': 1, '10': 2 } });
const BOOKINGS_URL = '/api/products/p1/bookings';

const amelia = booking({
  orderId: '5b0c1d2e-0000-4000-8000-00000000a1b2',
  customerName: 'Amelia Clarke',
  startDate: '2026-05-09',
  endDate: '2026-05-10',
  holdFrom: '2026-05-07',
  holdUntil: '2026-05-13',
});
const repair = booking({
  id: 'b-repair',
  kind: 'block',
  startDate: '2026-05-12',
  endDate: '2026-05-15',
  holdFrom: '2026-05-12',
  holdUntil: '2026-05-15',
  note: 'Hem repair',
});
const sizeEight = booking({
  size: '8',
  customerName: 'Beatrice Fox',
  startDate: '2026-06-06',
  endDate: '2026-06-09',
  holdFrom: '2026-06-04',
  holdUntil: '2026-06-12',
});

const calendar = (bookings = [amelia, repair, sizeEight]): ProductCalendarView => ({
  productId: 'p1',
  stock: { '8': 1, '10': 2 },
  bookings,
});

function renderDrawer() {
  return renderWithStore(<AvailabilityDrawer product={gown} onClosed={jest.fn()} today={TODAY} />);
}

/** A calendar cell's description (what a screen reader hears), found by its date. */
const day = (date: string) => document.querySelector<HTMLElement>(`td[data-day="${date}"]`)?.title;

async function chooseSize(user: ReturnType<typeof renderDrawer>['user'], size: string) {
  await user.click(within(screen.getByRole('radiogroup', { name: 'Size' })).getByText(`UK ${size}`));
}

describe('product availability calendar', () => {
  it('shows held units per day of the chosen size, blocked days apart, and its bookings', async () => {
    fakeApi({ [`GET ${BOOKINGS_URL}`]: { body: calendar() } });
    const { user } = renderDrawer();
    await screen.findByRole('table', { name: 'May 2026, UK 8' });
    // UK 8 is first; its one order is in June.
    expect(screen.getByText('1 unit in stock')).toBeInTheDocument();
    expect(day('2026-05-09')).toBe('Sat 9 May 2026: all 1 unit free');

    await chooseSize(user, '10');
    expect(screen.getByRole('table', { name: 'May 2026, UK 10' })).toBeInTheDocument();
    expect(screen.getByText('2 units in stock')).toBeInTheDocument();
    expect(day('2026-05-06')).toBe('Wed 6 May 2026: all 2 units free');
    expect(day('2026-05-07')).toBe('Thu 7 May 2026: 1 of 2 units held');
    expect(day('2026-05-12')).toBe('Tue 12 May 2026: full, 2 of 2 units held, 1 blocked');
    expect(day('2026-05-15')).toBe('Fri 15 May 2026: 1 of 2 units held, 1 blocked');
    expect(screen.getByText('Tue 12 May 2026: full, 2 of 2 units held, 1 blocked')).toBeInTheDocument();

    const list = within(screen.getByRole('list', { name: 'Bookings, UK 10' }));
    const [order, block] = list.getAllByRole('listitem');
    expect(within(order).getByText('#0000A1B2')).toBeInTheDocument();
    expect(within(order).getByText('Amelia Clarke')).toBeInTheDocument();
    expect(within(order).getByText('Rental Sat 9 May 2026 – Sun 10 May 2026')).toBeInTheDocument();
    expect(within(order).getByText('Held Thu 7 May 2026 – Wed 13 May 2026 (dispatch to cleaning)')).toBeInTheDocument();
    expect(within(block).getByText('Tue 12 May 2026 – Fri 15 May 2026')).toBeInTheDocument();
    expect(within(block).getByText('1 unit')).toBeInTheDocument();
    expect(within(block).getByText('Hem repair')).toBeInTheDocument();
    expect(list.queryByText('Beatrice Fox')).not.toBeInTheDocument();
  });

  it('moves between months, from last month up to a year ahead', async () => {
    fakeApi({ [`GET ${BOOKINGS_URL}`]: { body: calendar() } });
    const { user } = renderDrawer();
    await screen.findByRole('table', { name: 'May 2026, UK 8' });

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'June 2026, UK 8' })).toBeInTheDocument();
    expect(day('2026-06-04')).toBe('Thu 4 Jun 2026: full, 1 of 1 unit held');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('table', { name: 'April 2026, UK 8' })).toBeInTheDocument();
    // The API keeps a month of history: nothing earlier to show.
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('blocks dates of the size on show, then shows the calendar again from the server', async () => {
    const api = fakeApi({
      [`GET ${BOOKINGS_URL}`]: { body: calendar() },
      'POST /api/products/p1/blocks': { status: 201, body: booking({ kind: 'block' }) },
    });
    const { user } = renderDrawer();
    await screen.findByRole('table', { name: 'May 2026, UK 8' });
    await chooseSize(user, '10');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-22' } });
    await user.type(screen.getByLabelText(/^Note/), 'Photoshoot');
    const later = {
      ...repair,
      id: 'b-photo',
      startDate: '2026-05-20',
      endDate: '2026-05-22',
      holdFrom: '2026-05-20',
      holdUntil: '2026-05-22',
      note: 'Photoshoot',
    };
    api.set(`GET ${BOOKINGS_URL}`, { body: calendar([amelia, repair, later]) });
    await user.click(screen.getByRole('button', { name: 'Block Dates' }));

    expect(toastText(await findToast('Dates Blocked'))).toBe('UK 10: Wed 20 May 2026 – Fri 22 May 2026.');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/products/p1/blocks',
        body: { size: '10', startDate: '2026-05-20', endDate: '2026-05-22', units: 1, note: 'Photoshoot' },
      },
    ]);
    expect(await screen.findByText('Photoshoot')).toBeInTheDocument();
    expect(day('2026-05-21')).toBe('Thu 21 May 2026: 1 of 2 units held, 1 blocked');
    // The form is ready for the next block.
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it("shows the API's reason when it refuses a block, and checks the range before sending", async () => {
    const api = fakeApi({
      [`GET ${BOOKINGS_URL}`]: { body: calendar() },
      'POST /api/products/p1/blocks': apiError(409, 'Those dates overlap 1 booking and no unit is free. Choose other dates or add stock.'),
    });
    const { user } = renderDrawer();
    await screen.findByRole('table', { name: 'May 2026, UK 8' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-22' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-20' } });
    await user.click(screen.getByRole('button', { name: 'Block Dates' }));
    expect(await screen.findByText('The block must end on or after its start, within 90 days.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-06' } });
    await user.click(screen.getByRole('button', { name: 'Block Dates' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These dates could not be blocked.');
    expect(alert).toHaveTextContent('Those dates overlap 1 booking and no unit is free. Choose other dates or add stock.');
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/products/p1/blocks', body: { size: '8', startDate: '2026-06-05', endDate: '2026-06-06', units: 1 } },
    ]);
  });

  it('removes a block only after confirmation', async () => {
    const api = fakeApi({
      [`GET ${BOOKINGS_URL}`]: { body: calendar() },
      'DELETE /api/products/p1/blocks/b-repair': { status: 204 },
    });
    const { user } = renderDrawer();
    await screen.findByRole('table', { name: 'May 2026, UK 8' });
    await chooseSize(user, '10');

    await user.click(screen.getByRole('button', { name: 'Remove block Tue 12 May 2026 – Fri 15 May 2026' }));
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText('Remove this block?')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    api.set(`GET ${BOOKINGS_URL}`, { body: calendar([amelia, sizeEight]) });
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(toastText(await findToast('Block Removed'))).toBe('UK 10 is free again on those days.');
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/products/p1/blocks/b-repair', body: undefined }]);
    expect(await screen.findByText('Tue 12 May 2026: 1 of 2 units held')).toBeInTheDocument();
    expect(screen.queryByText('Hem repair')).not.toBeInTheDocument();
  });

  it('offers a retry when the calendar cannot load', async () => {
    fakeApi({ [`GET ${BOOKINGS_URL}`]: { status: 500 } });
    renderDrawer();
    expect(await screen.findByText('Could not load this calendar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
