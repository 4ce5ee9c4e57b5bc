import { screen, within } from '@testing-library/react';
import { TRACKING_MESSAGES, addDays, formatDay, todayInLondon } from '@dw/contracts';
import { apiError, fakeApi } from '../../test/fakeApi';
import { order } from '../../test/fixtures';
import { findToast, renderWithStore, toastText } from '../../test/render';
import { OrdersTab } from './OrdersTab';

const pending = order({
  id: '5b0c1d2e-0000-4000-8000-00000000a1b2',
  status: 'pending',
  customerName: 'Amelia Clarke',
  createdAt: '2026-03-02T10:00:00.000Z',
  items: [
    {
      id: 'i1',
      productId: 'p1',
      productName: 'Midnight Silk Gown',
      size: '10',
      duration: 4,
      quantity: 2,
      unitPrice: '111.00',
      startDate: '2026-04-10',
      endDate: '2026-04-13',
      isBackup: false,
      requestState: 'accepted',
      declineReason: null,
      requestDeadline: null,
    },
    {
      id: 'i2',
      productId: 'p2',
      productName: 'Emerald Satin Midi',
      size: '8',
      duration: 2,
      quantity: 1,
      unitPrice: '45.00',
      startDate: '2026-04-11',
      endDate: '2026-04-12',
      isBackup: false,
      requestState: 'accepted',
      declineReason: null,
      requestDeadline: null,
    },
  ],
  subtotal: '222.00',
  total: '245.00',
});
const processing = order({
  id: '5b0c1d2e-0000-4000-8000-00000000c3d4',
  status: 'processing',
  customerName: 'Beatrice Fox',
  createdAt: '2026-03-05T10:00:00.000Z',
});
const completed = order({
  id: '5b0c1d2e-0000-4000-8000-00000000e5f6',
  status: 'completed',
  customerName: 'Clara Moss',
  createdAt: '2026-03-01T10:00:00.000Z',
});
const cancelled = order({
  id: '5b0c1d2e-0000-4000-8000-00000000f7a8',
  status: 'cancelled',
  customerName: 'Daisy Holt',
  createdAt: '2026-02-20T10:00:00.000Z',
});

const rowOf = (customer: string) => screen.getByText(customer).closest('tr') as HTMLElement;

describe('orders table', () => {
  it('lists orders newest first with short id, customer, dates, items and £ amounts', async () => {
    fakeApi({ 'GET /api/orders': { body: [completed, pending, processing] } });
    renderWithStore(<OrdersTab />);
    await screen.findByText('Amelia Clarke');

    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1].querySelector('strong')?.textContent);
    expect(names).toEqual(['Beatrice Fox', 'Amelia Clarke', 'Clara Moss']);

    const row = within(rowOf('Amelia Clarke'));
    expect(row.getByText('#0000A1B2')).toBeInTheDocument();
    expect(row.getByText('amelia@example.co.uk')).toBeInTheDocument();
    expect(row.getByText('07700 900123')).toBeInTheDocument();
    expect(row.getByText('Fri 10 Apr 2026')).toBeInTheDocument();
    expect(row.getByText('to Sun 12 Apr 2026')).toBeInTheDocument();
    expect(row.getByText('Midnight Silk Gown')).toBeInTheDocument();
    expect(row.getByText('UK 10 · 4 days · qty 2 · £111.00 each')).toBeInTheDocument();
    // Each line shows its own rental days.
    expect(row.getByText('Fri 10 Apr 2026 – Mon 13 Apr 2026')).toBeInTheDocument();
    expect(row.getByText('Emerald Satin Midi')).toBeInTheDocument();
    expect(row.getByText('Sat 11 Apr 2026 – Sun 12 Apr 2026')).toBeInTheDocument();
    expect(row.getByText('Subtotal £222.00')).toBeInTheDocument();
    expect(row.getByText('Fees £23.00')).toBeInTheDocument();
    expect(row.getByText('Total £245.00')).toBeInTheDocument();
    expect(row.getByText('Order received')).toBeInTheDocument();
  });

  it("shows a promo code's discount with its code, and none on an order without one", async () => {
    const discounted = order({ customerName: 'Dina Cole', subtotal: '65.00', discount: '10.00', promoCode: 'GETDRESSED', total: '78.00' });
    fakeApi({ 'GET /api/orders': { body: [discounted, pending] } });
    renderWithStore(<OrdersTab />);
    await screen.findByText('Dina Cole');
    const row = within(rowOf('Dina Cole'));
    expect(row.getByText('Code GETDRESSED -£10.00')).toBeInTheDocument();
    expect(row.getByText('Total £78.00')).toBeInTheDocument();
    expect(within(rowOf('Amelia Clarke')).queryByText(/^Code /)).not.toBeInTheDocument();
  });

  it("names a line's free backup size as such, at £0", async () => {
    const backup = { ...pending.items[0], id: 'i3', size: '12', quantity: 1, unitPrice: '0.00', isBackup: true };
    const withBackup = order({ customerName: 'Esme Grey', items: [pending.items[0], backup] });
    fakeApi({ 'GET /api/orders': { body: [withBackup] } });
    renderWithStore(<OrdersTab />);
    await screen.findByText('Esme Grey');
    const row = within(rowOf('Esme Grey'));
    expect(row.getByText('Backup size UK 12 (free) · 4 days · qty 1 · £0.00 each')).toBeInTheDocument();
    expect(row.getByText('UK 10 · 4 days · qty 2 · £111.00 each')).toBeInTheDocument();
  });

  it('offers the next step and Cancel order while pending or processing, nothing once completed or cancelled', async () => {
    fakeApi({ 'GET /api/orders': { body: [pending, processing, completed, cancelled] } });
    renderWithStore(<OrdersTab />);
    await screen.findByText('Amelia Clarke');

    expect(
      within(rowOf('Amelia Clarke'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Money', 'Messages', 'Mark dispatched', 'Cancel order']);
    expect(
      within(rowOf('Beatrice Fox'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Money', 'Messages', 'Mark returned', 'Cancel order']);
    // Only the order's money (and its messages) stay open once it is completed or cancelled (a refund may still come).
    const buttons = (name: string) =>
      within(rowOf(name))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Clara Moss')).toEqual(['Money', 'Messages']);
    expect(buttons('Daisy Holt')).toEqual(['Money', 'Messages']);
    expect(within(rowOf('Daisy Holt')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('cancels an order only after confirmation naming the renter e-mailed and the days freed', async () => {
    const api = fakeApi({
      'GET /api/orders': { body: [processing] },
      [`PUT /api/orders/${processing.id}/status`]: { body: { ...processing, status: 'cancelled' } },
    });
    const { user } = renderWithStore(<OrdersTab />);
    await screen.findByText('Beatrice Fox');
    const cancelButton = within(rowOf('Beatrice Fox')).getByRole('button', { name: 'Cancel order' });
    await user.click(cancelButton);

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Cancel order: order #0000C3D4?')).toBeInTheDocument();
    expect(dialog.getByText(/is e-mailed that her order is cancelled/).textContent).toBe(
      'Beatrice Fox (amelia@example.co.uk) is e-mailed that her order is cancelled.',
    );
    // Dispatch (two days before the 10th) to cleaning (three days after the 11th).
    expect(dialog.getByText('Wed 8 Apr 2026 – Tue 14 Apr 2026 become free for other renters.')).toBeInTheDocument();
    // Backing out sends nothing.
    await user.click(dialog.getByRole('button', { name: 'Go back' }));
    expect(api.writes()).toEqual([]);

    api.set('GET /api/orders', { body: [{ ...processing, status: 'cancelled' }] });
    await user.click(cancelButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));

    expect(toastText(await findToast('Order Cancelled'))).toBe('Order #0000C3D4 is cancelled; its rental dates are free again.');
    expect(api.writes()).toEqual([{ method: 'PUT', url: `/api/orders/${processing.id}/status`, body: { status: 'cancelled' } }]);
    expect(await within(rowOf('Beatrice Fox')).findByText('Cancelled')).toBeInTheDocument();
    expect(
      within(rowOf('Beatrice Fox'))
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Money', 'Messages']);
  });

  it('dispatches with the carrier chosen and the reference as on the label, sent normalised with the move', async () => {
    const api = fakeApi({
      'GET /api/orders': { body: [pending] },
      [`PUT /api/orders/${pending.id}/status`]: { body: { ...pending, status: 'processing' } },
    });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Mark dispatched' }));
    const dialog = within(await screen.findByRole('dialog'));
    // The confirmation still names who is e-mailed; Royal Mail is chosen until the admin picks another.
    expect(dialog.getByText(/is e-mailed that her dress is on its way/)).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Carrier' }).closest('.ant-select')).toHaveTextContent('Royal Mail');
    await user.click(dialog.getByRole('combobox', { name: 'Carrier' }));
    await user.click(await screen.findByTitle('DPD'));
    await user.type(dialog.getByLabelText('Tracking reference (optional)'), ' 1550 1234 567890 ');
    await user.click(dialog.getByRole('button', { name: 'Mark dispatched' }));

    await findToast('Order Updated');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: `/api/orders/${pending.id}/status`,
        body: { status: 'processing', carrier: 'dpd', trackingReference: '15501234567890' },
      },
    ]);
  });

  it('keeps the dialog open and sends nothing while the reference is not one', async () => {
    const api = fakeApi({
      'GET /api/orders': { body: [pending] },
      [`PUT /api/orders/${pending.id}/status`]: { body: { ...pending, status: 'processing' } },
    });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Mark dispatched' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Tracking reference (optional)'), 'AB-12');
    await user.click(dialog.getByRole('button', { name: 'Mark dispatched' }));

    expect(await dialog.findByText(TRACKING_MESSAGES.reference)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    // Corrected, it goes (Royal Mail, the default).
    await user.clear(dialog.getByLabelText('Tracking reference (optional)'));
    await user.type(dialog.getByLabelText('Tracking reference (optional)'), 'ab123456789gb');
    await user.click(dialog.getByRole('button', { name: 'Mark dispatched' }));
    await findToast('Order Updated');
    expect(api.writes()[0].body).toEqual({ status: 'processing', carrier: 'royal-mail', trackingReference: 'AB123456789GB' });
  });

  it("shows a dispatched order's reference in its row, linking to the carrier's tracking page", async () => {
    const trackingUrl = 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB';
    const tracked = {
      ...processing,
      shipment: { carrier: 'royal-mail' as const, carrierName: 'Royal Mail', reference: 'AB123456789GB', trackingUrl },
    };
    fakeApi({ 'GET /api/orders': { body: [tracked, pending] } });
    renderWithStore(<OrdersTab />);
    await screen.findByText('Beatrice Fox');

    const link = within(rowOf('Beatrice Fox')).getByRole('link', { name: 'Track Royal Mail parcel AB123456789GB' });
    expect(link).toHaveAttribute('href', trackingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(rowOf('Amelia Clarke')).queryByRole('link', { name: /^Track / })).toBeNull();
  });

  it('advances an order to the next status once confirmed, and says so', async () => {
    const api = fakeApi({
      'GET /api/orders': { body: [pending] },
      [`PUT /api/orders/${pending.id}/status`]: { body: { ...pending, status: 'processing' } },
    });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Mark dispatched' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/is e-mailed/).textContent).toBe(
      'Amelia Clarke (amelia@example.co.uk) is e-mailed that her dress is on its way.',
    );
    expect(api.writes()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Mark dispatched' }));

    const toast = await findToast('Order Updated');
    expect(toastText(toast)).toBe('Order #0000A1B2 is now dispatched.');
    expect(api.writes()).toEqual([{ method: 'PUT', url: `/api/orders/${pending.id}/status`, body: { status: 'processing' } }]);
    // The list is fetched again (tag invalidation), so the table shows the server's state.
    expect(api.calls.filter((c) => c.url === '/api/orders')).toHaveLength(2);
  });

  it('warns when a dress is marked returned before its rental has started', async () => {
    const start = addDays(todayInLondon(), 14);
    const early = order({
      ...processing,
      rentalStartDate: start,
      rentalEndDate: addDays(start, 1),
      items: [{ ...processing.items[0], startDate: start, endDate: addDays(start, 1), duration: 2 }],
    });
    const api = fakeApi({ 'GET /api/orders': { body: [early] } });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Mark returned' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('This looks too early')).toBeInTheDocument();
    expect(
      dialog.getByText(`The rental has not started yet: it starts on ${formatDay(start)}, in 14 days. The dress cannot be back with us.`),
    ).toBeInTheDocument();
    expect(dialog.getByText(/is e-mailed that her dress is back with us/)).toBeInTheDocument();
    expect(
      dialog.getByText(`${formatDay(addDays(start, -2))} – ${formatDay(addDays(start, 4))} become free for other renters.`),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Go back' }));
    expect(api.writes()).toEqual([]);
  });

  it("records the dresses' condition with the return: a plain return sends the spec's body, a changed one its day, condition and note", async () => {
    const api = fakeApi({ 'GET /api/orders': { body: [processing] }, [`PUT /api/orders/${processing.id}/status`]: { body: processing } });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Mark returned' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Received on')).toHaveValue(todayInLondon());
    await user.click(dialog.getByRole('button', { name: 'Mark returned' }));
    expect(api.writes().map((w) => w.body)).toEqual([{ status: 'completed' }]);

    await user.click(await screen.findByRole('button', { name: 'Mark returned' }));
    dialog = within(await screen.findByRole('dialog'));
    const day = dialog.getByLabelText('Received on');
    await user.clear(day);
    await user.type(day, addDays(todayInLondon(), -1));
    await user.click(dialog.getByRole('combobox', { name: 'Condition' }));
    await user.click(await screen.findByTitle('Damaged'));
    await user.type(dialog.getByLabelText('Condition note (optional)'), 'Tear at the hem');
    await user.click(dialog.getByRole('button', { name: 'Mark returned' }));
    expect(api.writes().map((w) => w.body)[1]).toEqual({
      status: 'completed',
      receivedOn: addDays(todayInLondon(), -1),
      condition: 'damaged',
      note: 'Tear at the hem',
    });
  });

  it('reports a refused update with the server reason', async () => {
    fakeApi({
      'GET /api/orders': { body: [processing] },
      [`PUT /api/orders/${processing.id}/status`]: apiError(409, 'This order has already moved on.'),
    });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(await screen.findByRole('button', { name: 'Mark returned' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark returned' }));

    const toast = await findToast('Error');
    expect(toastText(toast)).toBe('Failed to update order status. This order has already moved on.');
  });

  it('filters by status', async () => {
    fakeApi({ 'GET /api/orders': { body: [pending, processing, completed] } });
    const { user } = renderWithStore(<OrdersTab />);
    await screen.findByText('Amelia Clarke');

    await user.click(screen.getByText('Dispatched (1)'));
    expect(screen.getByText('Beatrice Fox')).toBeInTheDocument();
    expect(screen.queryByText('Amelia Clarke')).not.toBeInTheDocument();
    expect(screen.queryByText('Clara Moss')).not.toBeInTheDocument();

    await user.click(screen.getByText('All (3)'));
    expect(screen.getByText('Clara Moss')).toBeInTheDocument();
  });

  it('shows orders placed since the list loaded when the admin presses Refresh', async () => {
    const api = fakeApi({ 'GET /api/orders': { body: [completed] } });
    const { user } = renderWithStore(<OrdersTab />);
    await screen.findByText('Clara Moss');

    api.set('GET /api/orders', { body: [completed, pending] });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Amelia Clarke')).toBeInTheDocument();
    // The status filter's counts are the server's again too, not the ones from before.
    expect(await screen.findByText('All (2)')).toBeInTheDocument();
    expect(screen.getByText('Order received (1)')).toBeInTheDocument();
  });
});
