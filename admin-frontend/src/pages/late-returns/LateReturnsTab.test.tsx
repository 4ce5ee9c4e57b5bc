import { screen, within } from '@testing-library/react';
import type { LateFeeView, NotReturnedOrderView } from '@dw/contracts';
import { fakeApi } from '../../test/fakeApi';
import { renderWithStore } from '../../test/render';
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
const fee = (over: Partial<LateFeeView>): LateFeeView => ({
  id: 'f1',
  orderId: ORDER_ID,
  customerName: 'Amelia Clarke',
  day: '2026-11-10',
  amount: '15.00',
  state: 'owed',
  failureCode: 'card_declined',
  providerReference: 'pi_123',
  createdAt: '2026-11-10T12:00:00.000Z',
  ...over,
});
const page = <T,>(items: T[]) => ({ body: items, headers: { 'X-Total-Count': String(items.length) } });

describe('late returns tab', () => {
  it('lists the dresses not returned with the renter to call, and the fees owed with why', async () => {
    const api = fakeApi({
      'GET /api/late-fees/not-returned?page=1&pageSize=50': page([missing]),
      'GET /api/late-fees?page=1&pageSize=50&state=owed': page([fee({}), fee({ id: 'f2', day: '2026-11-11', failureCode: 'no-card' })]),
    });
    renderWithStore(<LateReturnsTab />);

    const row = within((await screen.findByRole('cell', { name: 'Mon 9 Nov 2026' })).closest('tr') as HTMLElement);
    expect(row.getByText('#2C3D4E5F')).toBeInTheDocument();
    expect(row.getByText('amelia@example.co.uk · 07700 900123')).toBeInTheDocument();
    expect(row.getByText('15')).toBeInTheDocument();
    expect(row.getByText('£119.00')).toBeInTheDocument();
    expect(screen.getByText('Not returned, 14 days after the return post · 1')).toBeInTheDocument();

    expect(await screen.findByText('Late fees owed · 2')).toBeInTheDocument();
    const declined = within(screen.getByRole('cell', { name: 'Tue 10 Nov 2026' }).closest('tr') as HTMLElement);
    expect(declined.getByText('Owed')).toBeInTheDocument();
    expect(declined.getByText('Card declined')).toBeInTheDocument();
    const noCard = within(screen.getByRole('cell', { name: 'Wed 11 Nov 2026' }).closest('tr') as HTMLElement);
    expect(noCard.getByText('No saved card: collect it by hand')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url).sort()).toEqual([
      '/api/late-fees/not-returned?page=1&pageSize=50',
      '/api/late-fees?page=1&pageSize=50&state=owed',
    ]);
  });
});
