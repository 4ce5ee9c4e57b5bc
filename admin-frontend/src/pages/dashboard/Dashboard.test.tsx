import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fakeApi';
import { lender, listing, order } from '../../test/fixtures';
import { renderWithStore } from '../../test/render';
import { Dashboard } from './Dashboard';

const DAY = 24 * 60 * 60 * 1000;

function figure(title: string) {
  const card = screen.getByText(title).closest('.ant-card') as HTMLElement;
  return within(card).getByText((_, el) => !!el?.classList.contains('ant-statistic-content-value')).textContent;
}

describe('dashboard summary figures', () => {
  it("adds up this month's order totals in £ and counts what needs attention", async () => {
    const now = Date.now();
    fakeApi({
      'GET /api/products': { body: [] },
      'GET /api/orders': {
        body: [
          order({ total: '88.00', status: 'pending', createdAt: new Date(now).toISOString() }),
          order({ total: '1245.50', status: 'completed', createdAt: new Date(now - 1000).toISOString() }),
          // Cancelled this month: neither revenue nor active.
          order({ total: '310.00', status: 'cancelled', createdAt: new Date(now - 2000).toISOString() }),
          // 40 days back is always an earlier calendar month: counted as active, not as revenue.
          order({ total: '500.00', status: 'processing', createdAt: new Date(now - 40 * DAY).toISOString() }),
        ],
      },
      'GET /api/lender-accounts': { body: [lender({ status: 'pending' }), lender({ status: 'approved' })] },
      'GET /api/dress-listings': { body: [listing({ status: 'pending' }), listing({ status: 'pending' }), listing({ status: 'live' })] },
    });
    renderWithStore(<Dashboard />);

    await screen.findByText('£1,333.50');
    expect(figure('Monthly revenue')).toBe('£1,333.50');
    expect(figure('Active orders')).toBe('2');
    expect(figure('Pending lender accounts')).toBe('1');
    expect(figure('Pending listings')).toBe('2');
  });
});
