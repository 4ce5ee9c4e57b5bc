import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../test/fakeApi';
import { product } from '../../test/fixtures';
import { fill, findToast, renderWithStore, toastText } from '../../test/render';
import { ProductsTab } from './ProductsTab';

const gown = product({
  name: 'Midnight Silk Gown',
  brand: 'Vivienne Hart',
  category: 'evening-gown',
  basePrice: '65.00',
  createdAt: '2026-03-03T10:00:00Z',
});
const midi = product({
  name: 'Emerald Satin Midi',
  brand: 'Rixo',
  category: 'midi-dress',
  basePrice: '45.00',
  createdAt: '2026-03-01T10:00:00Z',
});
const prom = product({
  name: 'Blush Tulle Prom',
  brand: null,
  category: 'prom-dress',
  basePrice: '89.00',
  createdAt: '2026-03-02T10:00:00Z',
});

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].querySelector('strong')?.textContent);

describe('products table', () => {
  it('lists products newest first with £ prices, and sorts by name and price', async () => {
    fakeApi({ 'GET /api/admin/products': { body: [midi, gown, prom] } });
    const { user } = renderWithStore(<ProductsTab />);
    await screen.findByText('Midnight Silk Gown');
    expect(names()).toEqual(['Midnight Silk Gown', 'Blush Tulle Prom', 'Emerald Satin Midi']);

    const row = within(screen.getByText('Midnight Silk Gown').closest('tr') as HTMLElement);
    expect(row.getByText('£65.00')).toBeInTheDocument();
    expect(row.getByText('£111.00 4 days')).toBeInTheDocument();
    expect(row.getByText('Evening Gown')).toBeInTheDocument();

    // Sorted by the server (GET /api/admin/products?sort=…): the table shows its answer.
    await user.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() => expect(names()).toEqual(['Emerald Satin Midi', 'Midnight Silk Gown', 'Blush Tulle Prom']));
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(names()).toEqual(['Blush Tulle Prom', 'Emerald Satin Midi', 'Midnight Silk Gown']));
  });

  it('shows units per size where a size has more than one', async () => {
    fakeApi({ 'GET /api/admin/products': { body: [{ ...gown, availableSizes: ['12', '8', '10'], stock: { '8': 1, '10': 3, '12': 1 } }] } });
    renderWithStore(<ProductsTab />);
    expect(await screen.findByText('8, 10 ×3, 12')).toBeInTheDocument();
  });

  it("opens a product's availability calendar from its row", async () => {
    const api = fakeApi({
      'GET /api/admin/products': { body: [gown] },
      [`GET /api/products/${gown.id}/bookings`]: { body: { productId: gown.id, stock: gown.stock, bookings: [] } },
    });
    const { user } = renderWithStore(<ProductsTab />);
    await user.click(await screen.findByRole('button', { name: 'Calendar for Midnight Silk Gown' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Calendar: Midnight Silk Gown' }));
    expect(await drawer.findByText('No orders or blocks for UK 8 from last month on.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toContain(`/api/products/${gown.id}/bookings`);
  });

  it('searches by name, brand or category', async () => {
    // The server searches (name, brand, category slug or label); the fake answers each search as it would.
    const api = fakeApi({
      'GET /api/admin/products': { body: [midi, gown, prom] },
      'GET /api/admin/products?q=rixo': { body: [midi] },
      'GET /api/admin/products?q=evening+gown': { body: [gown] },
      'GET /api/admin/products?q=tulle': { body: [prom] },
      'GET /api/admin/products?q=nothing+like+this': { body: [] },
    });
    const { user } = renderWithStore(<ProductsTab />);
    const search = await screen.findByRole('searchbox', { name: 'Search products' });
    await screen.findByText('Midnight Silk Gown');

    await fill(user, search, 'rixo');
    await waitFor(() => expect(names()).toEqual(['Emerald Satin Midi']));
    await user.clear(search);
    await fill(user, search, 'evening gown');
    await waitFor(() => expect(names()).toEqual(['Midnight Silk Gown']));
    await user.clear(search);
    await fill(user, search, 'tulle');
    await waitFor(() => expect(names()).toEqual(['Blush Tulle Prom']));
    await user.clear(search);
    await fill(user, search, 'nothing like this');
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toContain('/api/admin/products?q=evening+gown');
  });

  it('deletes a product only after confirmation', async () => {
    const api = fakeApi({ 'GET /api/admin/products': { body: [gown] }, [`DELETE /api/products/${gown.id}`]: { status: 204 } });
    const { user } = renderWithStore(<ProductsTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Midnight Silk Gown' }));
    expect(api.writes()).toEqual([]);

    api.set('GET /api/admin/products', { body: [] });
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(toastText(await findToast('Product Deleted'))).toBe('Midnight Silk Gown has been removed from the catalogue.');
    expect(api.writes()).toEqual([{ method: 'DELETE', url: `/api/products/${gown.id}`, body: undefined }]);
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
  });

  it('reports a failed delete', async () => {
    fakeApi({
      'GET /api/admin/products': { body: [gown] },
      [`DELETE /api/products/${gown.id}`]: apiError(409, 'This product is in an active order.'),
    });
    const { user } = renderWithStore(<ProductsTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Midnight Silk Gown' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(toastText(await findToast('Error'))).toBe('Failed to delete product. This product is in an active order.');
  });

  it('opens the form empty for Add Product and filled in for Edit', async () => {
    fakeApi({ 'GET /api/admin/products': { body: [gown] } });
    const { user } = renderWithStore(<ProductsTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const form = within(await screen.findByRole('dialog', { name: 'New product' }));
    expect(form.getByLabelText('Name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Midnight Silk Gown' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Midnight Silk Gown' }));
    expect(edit.getByLabelText('Name')).toHaveValue('Midnight Silk Gown');
    expect(edit.getByLabelText('Base price (2-day rental)')).toHaveValue('65.00');
  });
});
