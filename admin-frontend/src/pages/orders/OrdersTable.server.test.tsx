import { screen, waitFor } from '@testing-library/react';
import type { OrderView } from '@dw/contracts';
import { fakeApi } from '../../test/fakeApi';
import { order } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { OrdersTab } from './OrdersTab';

/** 12 orders, one a day, every fourth processing. */
const many: OrderView[] = Array.from({ length: 12 }, (_, i) =>
  order({
    customerName: `Customer ${String(i + 1).padStart(2, '0')}`,
    status: i % 4 === 0 ? 'processing' : 'pending',
    total: `${100 + i}.00`,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i, 10)).toISOString(),
  }),
);

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.url.startsWith('/api/orders') && !c.url.includes('pageSize=1') && !c.url.includes('/holds')).map((c) => c.url);

describe('orders table in server mode', () => {
  it('asks the server for the next page and shows the total it counted', async () => {
    // The server says 60 match; it sends a page at a time (two rows each here, to keep the test quick).
    const api = fakeApi({
      'GET /api/orders': { body: many.slice(10, 12), headers: { 'X-Total-Count': '60' } },
      'GET /api/orders?page=2': { body: many.slice(0, 2), headers: { 'X-Total-Count': '60' } },
    });
    const { user } = renderWithStore(<OrdersTab />);
    await screen.findByText('Customer 12');
    expect(screen.getByText('Orders, newest first · 60')).toBeInTheDocument();
    expect(screen.queryByText('Customer 01')).not.toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(api)).toEqual(['/api/orders', '/api/orders?page=2']));
    expect(await screen.findByText('Customer 01')).toBeInTheDocument();
    expect(screen.queryByText('Customer 12')).not.toBeInTheDocument();
    expect(listCalls(api)).toEqual(['/api/orders', '/api/orders?page=2']);
  });

  it('shows "10,000+" when the server stopped counting at its cap', async () => {
    fakeApi({
      'GET /api/orders': { body: many.slice(10, 12), headers: { 'X-Total-Count': '10000', 'X-Total-Count-Capped': 'true' } },
    });
    renderWithStore(<OrdersTab />);
    await screen.findByText('Customer 12');
    expect(screen.getByText('Orders, newest first · 10,000+')).toBeInTheDocument();
  });

  it('filters by status on the server, back to page one', async () => {
    const api = fakeApi({ 'GET /api/orders': { body: many } });
    const { user } = renderWithStore(<OrdersTab />);
    await screen.findByText('Customer 12');
    await user.click(await screen.findByText('Dispatched (3)'));
    await waitFor(() => expect(listCalls(api)).toContain('/api/orders?status=processing'));
    expect(await screen.findByText('Orders, newest first · 3')).toBeInTheDocument();
    expect(screen.queryByText('Customer 12')).not.toBeInTheDocument();
    expect(screen.getByText('Customer 09')).toBeInTheDocument();
  });

  it('sorts by total on the server when the admin clicks the Amount heading', async () => {
    const api = fakeApi({ 'GET /api/orders': { body: many } });
    const { user } = renderWithStore(<OrdersTab />);
    await screen.findByText('Customer 12');
    await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() => expect(listCalls(api)).toContain('/api/orders?sort=total-desc'));
    expect(await screen.findByText('Orders by total · 12')).toBeInTheDocument();
  });

  it('searches once the admin stops typing, not on every key', async () => {
    const api = fakeApi({ 'GET /api/orders': { body: many } });
    const { user } = renderWithStore(<OrdersTab />);
    await screen.findByText('Customer 12');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'clarke');
    await waitFor(() => expect(listCalls(api)).toContain('/api/orders?q=clarke'), { timeout: 5000 });
    expect(listCalls(api).filter((url) => url.includes('q='))).toEqual(['/api/orders?q=clarke']);
  });
});
