import type { ReviewView } from '@dw/contracts';
import { screen, within } from '@testing-library/react';
import { aProduct, anAvailability } from '../../test/fixtures';
import { installFakeApi } from '../../test/fakeApi';
import { renderShop } from '../../test/renderShop';

const review = (n: number, over: Partial<ReviewView> = {}): ReviewView => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  rating: 5,
  fit: 'true-to-size',
  text: `Review number ${n}: the silk was lovely and it fitted beautifully.`,
  photoUrl: null,
  author: `Renter${n} L.`,
  createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T10:00:00.000Z`,
  ...over,
});

describe('the product page reviews', () => {
  it('shows the average, count and fit summary, then the newest reviews with "Show more" paging the server', async () => {
    const gown = aProduct({ name: 'Reviewed Silk Gown', rating: { count: 6, average: 4.3, fit: 'true-to-size' } });
    const pages: Record<string, ReviewView[]> = {
      '1': [1, 2, 3, 4, 5].map((n) => review(n)),
      '2': [review(6, { fit: 'runs-small', rating: 3, text: 'Lovely <b>but</b> small on me.\nSize up.', photoUrl: '/objects/uploads/p6' })],
    };
    const api = installFakeApi({
      'GET /api/products/:id': () => ({ body: gown }),
      'GET /api/products/:id/availability': () => ({ body: anAvailability(gown, '2026-11-27') }),
      'GET /api/products/:id/reviews': (r) => ({ body: pages[r.query.page], headers: { 'X-Total-Count': '6' } }),
    });
    const { user } = renderShop(`/product/${gown.slug}`);

    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('4.3')).toBeInTheDocument();
    expect(within(section).getByText('Based on 6 verified rentals')).toBeInTheDocument();
    expect(within(section).getByText('Most say true to size')).toBeInTheDocument();
    // The panel's stars link to the section.
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 (6 reviews)' }).closest('a')).toHaveAttribute('href', '#reviews');

    const list = await within(section).findByRole('list', { name: 'Reviews, newest first' });
    expect(await within(list).findByText('Renter1 L.')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(api.sent('GET /api/products/:id/reviews').map((r) => r.query)).toEqual([{ page: '1', pageSize: '5' }]);

    await user.click(within(section).getByRole('button', { name: 'Show more reviews (5 of 6 shown)' }));
    expect(await within(list).findByText('Renter6 L.')).toBeInTheDocument();
    const last = within(list).getAllByRole('article')[5];
    expect(within(last).getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
    expect(within(last).getByText('Runs small')).toBeInTheDocument();
    // Plain text: markup is shown as typed, never interpreted.
    expect(within(last).getByText(/Lovely <b>but<\/b> small on me/)).toBeInTheDocument();
    expect(within(last).getByRole('img', { name: 'Photo by Renter6 L.' })).toHaveAttribute('src', '/objects/uploads/p6');
    expect(within(section).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('a dress nobody has reviewed says so and asks the API nothing', async () => {
    const gown = aProduct({ name: 'New Velvet Gown' });
    const api = installFakeApi({
      'GET /api/products/:id': () => ({ body: gown }),
      'GET /api/products/:id/availability': () => ({ body: anAvailability(gown, '2026-11-27') }),
      'GET /api/products/:id/reviews': () => ({ body: [] }),
    });
    renderShop(`/product/${gown.slug}`);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(api.sent('GET /api/products/:id/reviews')).toHaveLength(0);
  });
});
