import { screen, within } from '@testing-library/react';
import type { AdminReviewView } from '@dw/contracts';
import { fakeApi } from '../../test/fakeApi';
import { findToast, renderWithStore } from '../../test/render';
import { ReviewsTab } from './ReviewsTab';

let n = 0;
function aReview(over: Partial<AdminReviewView> = {}): AdminReviewView {
  n += 1;
  return {
    id: `r0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    rating: 4,
    fit: 'true-to-size',
    text: `Lovely dress number ${n}, it fitted well and the colour was perfect.`,
    photoUrl: null,
    author: `Renter${n} L.`,
    createdAt: '2026-11-25T09:30:00.000Z',
    productId: 'p0000000-0000-4000-8000-000000000001',
    productName: 'Midnight Silk Gown',
    productSlug: 'midnight-silk-gown',
    orderId: 'o0000000-0000-4000-8000-000000000001',
    hidden: false,
    hiddenReason: null,
    hiddenAt: null,
    ...over,
  };
}

const pageOf = (items: AdminReviewView[], total = items.length) => ({ body: items, headers: { 'X-Total-Count': String(total) } });

describe('reviews tab', () => {
  it('lists reviews newest first from the server, filters hidden ones, and hides one with a reason', async () => {
    const visible = aReview({ author: 'Ada L.', text: 'Names the courier driver, which should not be public here.' });
    const hidden = aReview({ author: 'Grace H.', hidden: true, hiddenReason: 'Spam', hiddenAt: '2026-11-26T10:00:00.000Z' });
    const api = fakeApi({
      'GET /api/reviews?page=1&pageSize=20': pageOf([visible, hidden]),
      'GET /api/reviews?page=1&pageSize=20&visibility=hidden': pageOf([hidden]),
      [`PUT /api/reviews/${visible.id}/hidden`]: { body: { ...visible, hidden: true, hiddenReason: 'Names a person' } },
    });
    const { user } = renderWithStore(<ReviewsTab />);

    const row = within((await screen.findByText('Ada L.', { exact: false })).closest('tr') as HTMLElement);
    expect(row.getByText('Visible')).toBeInTheDocument();
    expect(row.getByText('True to size')).toBeInTheDocument();
    const hiddenRow = within(screen.getByText('Grace H.', { exact: false }).closest('tr') as HTMLElement);
    expect(hiddenRow.getByText('Hidden')).toBeInTheDocument();
    expect(hiddenRow.getByText('Spam')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: "Hide Ada L.'s review of Midnight Silk Gown" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByText('Please give a reason for hiding the review.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (kept with the review)'), 'Names a person');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await findToast('Review Hidden')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ hidden: true, reason: 'Names a person' });

    await user.click(screen.getByText('Hidden', { selector: '.ant-segmented-item-label' }));
    await screen.findByText('Spam');
    expect(api.calls.map((c) => c.url)).toContain('/api/reviews?page=1&pageSize=20&visibility=hidden');
  });
});
