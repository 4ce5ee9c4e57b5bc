import { screen, within } from '@testing-library/react';
import type { LateFeeView, LateFeesView } from '@dw/contracts';
import { fakeApi } from '../../test/fakeApi';
import { renderWithStore } from '../../test/render';
import { LateFlag } from './LateFlag';
import { OrderLateFees } from './OrderLateFees';

const ORDER_ID = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';
const lateFees: LateFeesView = {
  overdueSince: '2026-11-10',
  days: 3,
  total: '45.00',
  charged: '30.00',
  owed: '15.00',
  failed: '0.00',
  collected: '0.00',
  cap: '119.00',
  notReturnedReportedAt: null,
};
const fee = (over: Partial<LateFeeView>): LateFeeView => ({
  id: 'f1',
  orderId: ORDER_ID,
  customerName: 'Amelia Clarke',
  day: '2026-11-10',
  amount: '15.00',
  state: 'charged',
  failureCode: null,
  providerReference: 'pi_123',
  createdAt: '2026-11-10T12:00:00.000Z',
  ...over,
});

describe("an order's late fees", () => {
  it('sums them by state and lists each day with its state: charged with its payment, owed with why', async () => {
    fakeApi({
      [`GET /api/late-fees?page=1&pageSize=20&orderId=${ORDER_ID}`]: {
        body: [
          fee({ id: 'f3', day: '2026-11-12', state: 'owed', failureCode: 'authentication_required', providerReference: null }),
          fee({}),
        ],
        headers: { 'X-Total-Count': '2' },
      },
    });
    renderWithStore(<OrderLateFees orderId={ORDER_ID} lateFees={lateFees} />);

    const section = within(screen.getByRole('region', { name: 'Late return fees' }));
    expect(section.getByText('£45.00 for 3 days (at most £119.00)')).toBeInTheDocument();
    expect(section.getByText('Late since').closest('tr')).toHaveTextContent('Tue 10 Nov 2026');
    const owed = within((await section.findByRole('cell', { name: 'Thu 12 Nov 2026' })).closest('tr') as HTMLElement);
    expect(owed.getByText('Owed')).toBeInTheDocument();
    expect(owed.getByText('Declined: the bank wants the renter to authenticate')).toBeInTheDocument();
    const charged = within(section.getByRole('cell', { name: 'pi_123' }).closest('tr') as HTMLElement);
    expect(charged.getByText('Charged')).toBeInTheDocument();
  });

  it("flags the order's row: late and what is owed, or not returned", () => {
    const { rerender } = renderWithStore(<LateFlag lateFees={lateFees} />);
    expect(screen.getByText('Late 3d · £15.00 owed')).toBeInTheDocument();
    rerender(<LateFlag lateFees={{ ...lateFees, owed: '0.00', notReturnedReportedAt: '2026-11-24T12:00:00.000Z' }} />);
    expect(screen.getByText('Not returned')).toBeInTheDocument();
  });
});
