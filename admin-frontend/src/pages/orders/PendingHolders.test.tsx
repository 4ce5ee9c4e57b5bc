import type { PendingHolderView } from '@dw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../test/fakeApi';
import { order } from '../../test/fixtures';
import { findToast, renderWithStore, toastText } from '../../test/render';
import { OrdersTab } from './OrdersTab';

const first = order({ id: '5b0c1d2e-0000-4000-8000-00000000a1b2', customerName: 'Amelia Clarke', createdAt: '2026-03-02T10:00:00.000Z' });
const second = order({
  id: '5b0c1d2e-0000-4000-8000-00000000c3d4',
  customerName: 'A. Clarke',
  createdAt: '2026-03-02T10:05:00.000Z',
  items: [{ ...first.items[0], id: 'i2', quantity: 5 }],
});
const heavy: PendingHolderView = {
  emails: ['a.clarke@example.com', 'amelia@example.co.uk'],
  phones: ['07700900123'],
  addresses: ['198.51.100.7'],
  units: 6,
  orders: [first, second],
};
const light: PendingHolderView = {
  emails: ['beatrice@example.com'],
  phones: ['07700900456'],
  addresses: ['203.0.113.5'],
  units: 1,
  orders: [order({ id: '5b0c1d2e-0000-4000-8000-00000000e5f6', customerName: 'Beatrice Fox' })],
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** 25 clients of one order each, as the server sorts them (most dresses first). */
const many: PendingHolderView[] = Array.from({ length: 25 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    emails: [`client${n}@example.com`],
    phones: [`077009001${n}`],
    addresses: [`203.0.113.${i + 1}`],
    units: 1,
    orders: [order({ id: `5b0c1d2e-0000-4000-8000-0000000000${n}`, customerName: `Client ${n}` })],
  };
});

const holdCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/orders/holds')).map((c) => c.url);

describe('holds by client', () => {
  it('shows each client with their emails, phones, addresses, dresses held and pending orders', async () => {
    const api = fakeApi({ 'GET /api/orders': { body: [] }, 'GET /api/orders/holds': { body: [heavy, light] } });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(screen.getByText('Holds by client'));

    await screen.findByText('a.clarke@example.com');
    const row = within(rowOf('a.clarke@example.com'));
    expect(row.getByText('amelia@example.co.uk')).toBeInTheDocument();
    expect(row.getByText('07700900123')).toBeInTheDocument();
    expect(row.getByText('from 198.51.100.7')).toBeInTheDocument();
    expect(row.getByText('6')).toBeInTheDocument();
    expect(row.getByText('At the limit')).toBeInTheDocument();
    expect(row.getByText('#0000A1B2')).toBeInTheDocument();
    expect(row.getByText('#0000C3D4')).toBeInTheDocument();
    expect(row.getByText(/^5 dresses · placed/)).toBeInTheDocument();
    expect(within(rowOf('beatrice@example.com')).queryByText('At the limit')).not.toBeInTheDocument();
    // One page of the default size, asked for by name: the server's default for this list is its own.
    expect(holdCalls(api)).toEqual(['/api/orders/holds?pageSize=20']);
  });

  it('asks the server for each page and shows the total it counted', async () => {
    // The fake pages the 25 clients by the query string, the total in X-Total-Count, as the API does.
    const api = fakeApi({ 'GET /api/orders': { body: [] }, 'GET /api/orders/holds': { body: many } });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(screen.getByText('Holds by client'));

    await screen.findByText('client01@example.com');
    expect(screen.getByText('client20@example.com')).toBeInTheDocument();
    expect(screen.queryByText('client21@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('Clients holding dresses in unconfirmed orders · 25')).toBeInTheDocument();
    expect(holdCalls(api)).toEqual(['/api/orders/holds?pageSize=20']);

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('client21@example.com')).toBeInTheDocument();
    expect(screen.getByText('client25@example.com')).toBeInTheDocument();
    expect(screen.queryByText('client01@example.com')).not.toBeInTheDocument();
    expect(holdCalls(api)).toEqual(['/api/orders/holds?pageSize=20', '/api/orders/holds?pageSize=20&page=2']);
  });

  it('refreshes the page shown after a cancel, and steps back when that page is left empty', async () => {
    const api = fakeApi({
      'GET /api/orders': { body: [] },
      'GET /api/orders/holds': { body: many },
      'POST /api/orders/holds/cancel': { body: { cancelled: [many[20].orders[0].id] } },
    });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(screen.getByText('Holds by client'));
    await screen.findByText('client01@example.com');
    await user.click(screen.getByTitle('2'));
    await screen.findByText('client21@example.com');

    api.set('GET /api/orders/holds', { body: many.filter((_, i) => i !== 20) });
    await user.click(within(rowOf('client21@example.com')).getByRole('button', { name: 'Cancel all 1 order' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel Orders' }));
    await findToast('Orders Cancelled');
    await waitFor(() => expect(screen.queryByText('client21@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('client22@example.com')).toBeInTheDocument();
    expect(holdCalls(api)).toEqual([
      '/api/orders/holds?pageSize=20',
      '/api/orders/holds?pageSize=20&page=2',
      '/api/orders/holds?pageSize=20&page=2',
    ]);

    // The last four go at once: page 2 comes back empty with 20 clients counted, so page 1 is shown.
    api.set('GET /api/orders/holds', { body: many.slice(0, 20) });
    api.set('POST /api/orders/holds/cancel', { body: { cancelled: [many[21].orders[0].id] } });
    await user.click(within(rowOf('client22@example.com')).getByRole('button', { name: 'Cancel all 1 order' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel Orders' }));
    expect(await screen.findByText('client01@example.com')).toBeInTheDocument();
    expect(holdCalls(api).slice(3)).toEqual(['/api/orders/holds?pageSize=20&page=2', '/api/orders/holds?pageSize=20']);
  });

  it("cancels all of one client's pending orders at once, after confirmation", async () => {
    const api = fakeApi({
      'GET /api/orders': { body: [] },
      'GET /api/orders/holds': { body: [heavy, light] },
      'POST /api/orders/holds/cancel': { body: { cancelled: [first.id, second.id] } },
    });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(screen.getByText('Holds by client'));
    // The holds arrive after the switch: wait for them before reading their row.
    await screen.findByText('a.clarke@example.com');
    const button = within(rowOf('a.clarke@example.com')).getByRole('button', { name: 'Cancel all 2 orders' });

    await user.click(button);
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText('Cancel 2 orders of this client?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Keep Orders' }));
    expect(api.writes()).toEqual([]);

    api.set('GET /api/orders/holds', { body: [light] });
    await user.click(button);
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel Orders' }));

    expect(toastText(await findToast('Orders Cancelled'))).toBe('2 orders cancelled; their rental dates are free again.');
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/orders/holds/cancel', body: { orderIds: [first.id, second.id] } }]);
    // The list is fetched again: the client is gone, the other stays.
    await screen.findByText('beatrice@example.com');
    expect(screen.queryByText('a.clarke@example.com')).not.toBeInTheDocument();
  });

  it('reports a refused cancel with the server reason', async () => {
    fakeApi({
      'GET /api/orders': { body: [] },
      'GET /api/orders/holds': { body: [light] },
      'POST /api/orders/holds/cancel': apiError(503, 'The database is unavailable.'),
    });
    const { user } = renderWithStore(<OrdersTab />);
    await user.click(screen.getByText('Holds by client'));
    await user.click(await screen.findByRole('button', { name: 'Cancel all 1 order' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel Orders' }));
    expect(toastText(await findToast('Error'))).toBe('Failed to cancel the orders. The database is unavailable.');
  });
});
