import { screen, waitFor, within } from '@testing-library/react';
import type { NotReturnedOrderView, OwedItemView } from '@dw/contracts';
import { fakeApi } from '../../test/fakeApi';
import { findToast, renderWithStore } from '../../test/render';
import { LateReturnsTab } from './LateReturnsTab';

const ORDER_ID = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';
const missing: NotReturnedOrderView = {
  orderId: ORDER_ID,
  customerName: 'Amelia Clarke',
  customerEmail: 'amelia@example.co.uk',
  customerPhone: '07700 900123',
  rentalEndDate: '2026-11-08',
  returnPost: '2026-11-09',
  daysLate: 15,
  lateFees: '119.00',
  reportedAt: '2026-11-23T12:00:00.000Z',
};
const fee = (over: Partial<OwedItemView>): OwedItemView => ({
  kind: 'late-fee',
  id: 'f1',
  orderId: ORDER_ID,
  customerName: 'Amelia Clarke',
  description: 'Late return fee, Tue 10 Nov 2026',
  amount: '15.00',
  failureCode: 'card_declined',
  createdAt: '2026-11-10T12:00:00.000Z',
  ...over,
});
const damage = fee({
  kind: 'damage',
  id: 'c1',
  description: 'Damage claim: Silk Gown, UK 10',
  amount: '85.00',
  failureCode: 'no-card',
});
const page = <T,>(items: T[]) => ({ body: items, headers: { 'X-Total-Count': String(items.length) } });

describe('late returns tab', () => {
  it('lists the dresses not returned with the renter to call, and what is owed of both kinds with why', async () => {
    const api = fakeApi({
      'GET /api/late-fees/not-returned?page=1&pageSize=50': page([missing]),
      'GET /api/owed?page=1&pageSize=50': page([fee({}), damage]),
    });
    renderWithStore(<LateReturnsTab />);

    const row = within((await screen.findByRole('cell', { name: 'Mon 9 Nov 2026' })).closest('tr') as HTMLElement);
    expect(row.getByText('#2C3D4E5F')).toBeInTheDocument();
    expect(row.getByText('amelia@example.co.uk · 07700 900123')).toBeInTheDocument();
    expect(row.getByText('15')).toBeInTheDocument();
    expect(row.getByText('£119.00')).toBeInTheDocument();
    expect(screen.getByText('Not returned, 14 days after the return post · 1')).toBeInTheDocument();

    expect(await screen.findByText('Owed: late fees and damage · 2')).toBeInTheDocument();
    const declined = within(screen.getByText('Late return fee, Tue 10 Nov 2026').closest('tr') as HTMLElement);
    expect(declined.getByText('Late fee')).toBeInTheDocument();
    expect(declined.getByText('Card declined')).toBeInTheDocument();
    const claim = within(screen.getByText('Damage claim: Silk Gown, UK 10').closest('tr') as HTMLElement);
    expect(claim.getByText('Damage')).toBeInTheDocument();
    expect(claim.getByText('£85.00')).toBeInTheDocument();
    expect(claim.getByText('No saved card: collect it by hand')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url).sort()).toEqual(['/api/late-fees/not-returned?page=1&pageSize=50', '/api/owed?page=1&pageSize=50']);
  });

  it('records a damage charge collected by hand with its transfer reference, asking for one first', async () => {
    let owed = [fee({}), damage];
    const api = fakeApi({
      'GET /api/late-fees/not-returned?page=1&pageSize=50': page([]),
      'GET /api/owed?page=1&pageSize=50': () => page(owed),
      'POST /api/owed/damage/c1/collected': () => {
        owed = [fee({})];
        return { status: 204 };
      },
    });
    const { user } = renderWithStore(<LateReturnsTab />);

    await user.click(await screen.findByRole('button', { name: 'Mark collected: Damage claim: Silk Gown, UK 10, #2C3D4E5F' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Record £85.00 collected for order #2C3D4E5F?')).toBeInTheDocument();
    // No reference yet: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Record collected' }));
    expect(await within(dialog).findByText('Say where the money is recorded.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Bank transfer reference (or how it was paid)'), 'Transfer DW-2C3D 12 Nov');
    await user.click(within(dialog).getByRole('button', { name: 'Record collected' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/owed/damage/c1/collected',
      body: { reference: 'Transfer DW-2C3D 12 Nov' },
    });
    expect(await screen.findByText('Owed: late fees and damage · 1')).toBeInTheDocument();
    expect(screen.queryByText('Damage claim: Silk Gown, UK 10')).not.toBeInTheDocument();
  });

  it('says why when the server refuses: already collected', async () => {
    fakeApi({
      'GET /api/late-fees/not-returned?page=1&pageSize=50': page([]),
      'GET /api/owed?page=1&pageSize=50': page([fee({})]),
      'POST /api/owed/late-fee/f1/collected': {
        status: 409,
        body: { statusCode: 409, code: 'ALREADY_COLLECTED', message: 'This was already recorded as collected.' },
      },
    });
    const { user } = renderWithStore(<LateReturnsTab />);
    await user.click(await screen.findByRole('button', { name: /^Mark collected: Late return fee/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Bank transfer reference (or how it was paid)'), 'Transfer 0042');
    await user.click(within(dialog).getByRole('button', { name: 'Record collected' }));
    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('This was already recorded as collected.');
  });
});
