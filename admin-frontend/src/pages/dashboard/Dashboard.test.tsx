import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fakeApi';
import { renderWithStore } from '../../test/render';
import { Dashboard } from './Dashboard';

function figure(title: string) {
  const card = screen.getByText(title).closest('.ant-card') as HTMLElement;
  return within(card).getByText((_, el) => !!el?.classList.contains('ant-statistic-content-value')).textContent;
}

describe('dashboard summary figures', () => {
  it("shows this month's order totals in £ and what needs attention, as the server counted them", async () => {
    const api = fakeApi({
      'GET /api/products': { body: [] },
      'GET /api/admin/products': { body: [] },
      // The server sums this UK month's totals without cancelled orders and counts pending or processing.
      'GET /api/admin/summary': { body: { monthlyRevenue: '1333.50', activeOrders: 2, pendingLenderAccounts: 1, pendingListings: 2 } },
    });
    renderWithStore(<Dashboard />);

    await screen.findByText('£1,333.50');
    expect(figure('Monthly revenue')).toBe('£1,333.50');
    expect(figure('Active orders')).toBe('2');
    expect(figure('Pending lender accounts')).toBe('1');
    expect(figure('Pending listings')).toBe('2');
    // Nothing is summed in the browser: no list is fetched for the figures.
    expect(api.calls.filter((c) => /^\/api\/(orders|lender-accounts|dress-listings)/.test(c.url))).toEqual([]);
  });
});
